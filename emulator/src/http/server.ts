/**
 * The HTTP layer: reads requests, applies CORS, turns handler results and ApiErrors into
 * responses. It knows nothing of Firestore or Storage; each service passes a route table.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { ApiError } from '../shared/errors.js';

export interface HttpRequest {
  readonly method: string;
  /** The raw (still percent-encoded) path, without the query string. */
  readonly rawPath: string;
  readonly query: URLSearchParams;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
  /** Absolute origin of this server as the client addressed it, e.g. http://127.0.0.1:9199. */
  readonly baseUrl: string;
}

export interface HttpResponse {
  readonly status: number;
  readonly headers?: Record<string, string>;
  readonly body?: string | Uint8Array;
}

export type Handler = (req: HttpRequest) => HttpResponse | Promise<HttpResponse>;

export interface CorsPolicy {
  /** Headers added to every response to a request that carries an Origin header. */
  readonly exposeHeaders?: string;
  /** Status for an OPTIONS preflight (Firestore: 200, Storage: 204 is also accepted). */
  readonly preflightStatus: number;
}

const ALLOW_METHODS = 'DELETE,GET,HEAD,PATCH,POST,PUT';

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): HttpResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

export const text = (status: number, body: string, headers: Record<string, string> = {}): HttpResponse => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  body,
});

export const notFoundText = (): HttpResponse => text(404, 'Not Found\n');

/** Reads the whole body. Requests are small (documents ≤ 1 MiB, upload chunks ≤ 16 MiB). */
function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function corsHeaders(req: http.IncomingMessage, policy: CorsPolicy): Record<string, string> {
  const origin = req.headers.origin;
  if (origin === undefined) return {};
  const headers: Record<string, string> = {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': ALLOW_METHODS,
    vary: 'Origin',
  };
  if (policy.exposeHeaders) headers['access-control-expose-headers'] = policy.exposeHeaders;
  return headers;
}

function preflight(req: http.IncomingMessage, policy: CorsPolicy): HttpResponse {
  const headers = corsHeaders(req, policy);
  if (req.headers.origin !== undefined) {
    const requested = req.headers['access-control-request-headers'];
    if (requested) headers['access-control-allow-headers'] = requested;
    if (req.headers['access-control-request-private-network'] !== undefined) {
      headers['access-control-allow-private-network'] = 'true';
    }
    headers['access-control-max-age'] = '3600';
  }
  return { status: policy.preflightStatus, headers, body: '' };
}

export function errorResponse(err: unknown): HttpResponse {
  if (err instanceof ApiError) return json(err.httpStatus, err.toBody());
  // A bug in the emulator: still answer with a JSON body, but never a 5xx that the
  // Storage SDK would retry for minutes (docs/emulator.md §3.2). 500 is only for real faults.
  console.error('[emulator] unexpected error:', err);
  const message = err instanceof Error ? err.message : String(err);
  return json(500, { error: { code: 500, message: `Internal emulator error: ${message}`, status: 'INTERNAL' } });
}

/** Below this, gzip's own header costs more than it saves. */
const MIN_COMPRESSED_BYTES = 512;

/**
 * JSON answers gzipped when the client accepts it, as Google's front end sends them, so a
 * page measured against the emulators downloads what it would in production. Media is
 * sent as stored (Cloud Storage does not compress objects on the fly).
 */
function compressed(req: http.IncomingMessage, response: HttpResponse): HttpResponse {
  const type = response.headers?.['content-type'] ?? '';
  const { body } = response;
  if (!type.startsWith('application/json') || body === undefined || req.method === 'HEAD') return response;
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return response;
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  if (bytes.byteLength < MIN_COMPRESSED_BYTES) return response;
  const vary = response.headers?.vary;
  return {
    ...response,
    headers: { ...response.headers, 'content-encoding': 'gzip', vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding' },
    body: gzipSync(bytes),
  };
}

export interface RunningServer {
  readonly port: number;
  readonly host: string;
  close(): Promise<void>;
}

export async function listen(
  handler: Handler,
  options: { host: string; port: number; cors: CorsPolicy },
): Promise<RunningServer> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const cors = corsHeaders(req, options.cors);
      let response: HttpResponse;
      try {
        if (req.method === 'OPTIONS') {
          response = preflight(req, options.cors);
        } else {
          const body = await readBody(req);
          const url = req.url ?? '/';
          const q = url.indexOf('?');
          const host = req.headers.host ?? `${options.host}:${options.port}`;
          response = await handler({
            method: req.method ?? 'GET',
            rawPath: q === -1 ? url : url.slice(0, q),
            query: new URLSearchParams(q === -1 ? '' : url.slice(q + 1)),
            headers: req.headers,
            body,
            baseUrl: `http://${host}`,
          });
        }
      } catch (err) {
        response = errorResponse(err);
      }
      const sent = compressed(req, { ...response, headers: { ...cors, ...response.headers } });
      res.writeHead(sent.status, sent.headers);
      res.end(req.method === 'HEAD' ? undefined : sent.body);
    })();
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    port: address.port,
    host: options.host,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Parses a JSON body whatever its content type (the SDKs send text/plain). Empty → {}. */
export function parseJsonBody(req: HttpRequest, onInvalid: () => Error): unknown {
  if (req.body.length === 0) return {};
  try {
    return JSON.parse(req.body.toString('utf8')) as unknown;
  } catch {
    throw onInvalid();
  }
}
