/**
 * A pass-through HTTP proxy that can be told to drop every request, for tests of what the
 * site says when a service cannot be reached (the service itself stays real), or to answer
 * one request as the production service would where its emulator never does (Auth's
 * CREDENTIAL_TOO_OLD_LOGIN_AGAIN: the emulator takes any sign-in as recent).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FailingProxy {
  readonly host: string;
  readonly port: number;
  /** While true, every request fails as a dropped connection does. */
  failing: boolean;
  /** The next request whose path matches gets this answer instead of the service's. */
  answerOnce(path: RegExp, status: number, body: unknown): void;
  stop(): Promise<void>;
}

export async function startFailingProxy(target: { host: string; port: number }): Promise<FailingProxy> {
  const answers: { path: RegExp; status: number; body: unknown }[] = [];
  const server = http.createServer((request, response) => {
    if (proxy.failing) {
      request.socket.destroy();
      return;
    }
    const index = answers.findIndex(({ path }) => path.test(request.url ?? ''));
    const [answer] = index >= 0 ? answers.splice(index, 1) : [];
    if (answer) {
      const { status, body } = answer;
      request.resume();
      // The SDK calls the service across origins, as in production: the answer says it may be read.
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(body));
      return;
    }
    const upstream = http.request(
      { host: target.host, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, target.host, resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: FailingProxy = {
    host: target.host,
    port,
    failing: false,
    answerOnce: (path, status, body) => answers.push({ path, status, body }),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return proxy;
}
