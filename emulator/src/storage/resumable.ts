/**
 * Resumable uploads (docs/emulator.md §5.4): `start` opens a session and answers its URL; chunks
 * (`upload`, with their offset) are appended; `finalize` writes the object (rules are
 * decided here, as in firebase-tools); `query` reports progress; `cancel` drops it.
 * A repeated finalize answers what the first one answered.
 */
import { randomUUID } from 'node:crypto';
import type { Identity } from '../auth/identity.js';
import { errorResponse, parseJsonBody, type HttpResponse } from '../http/server.js';
import { ApiError, invalidArgument, notFound } from '../shared/errors.js';
import { header, type StorageContext, type StorageRequest } from './context.js';
import type { MetadataPatch } from './metadata.js';
import { parseMetadataPatch } from './metadata-patch.js';
import { validateObjectName } from './names.js';
import { uploadName } from './upload.js';
import { writeObject } from './write.js';

interface Session {
  readonly bucket: string;
  readonly project: string;
  readonly name: string;
  /** Rules are decided for whoever started the upload. */
  readonly identity: Identity;
  readonly written: MetadataPatch;
  readonly mediaContentType: string | undefined;
  chunks: Buffer[];
  received: number;
  status: 'active' | 'cancelled' | 'final';
  outcome?: HttpResponse;
}

export class UploadSessions {
  private readonly sessions = new Map<string, Session>();

  open(session: Session): string {
    const id = randomUUID();
    this.sessions.set(id, session);
    return id;
  }

  get(id: string): Session | undefined {
    return this.sessions.get(id);
  }

  clear(): void {
    this.sessions.clear();
  }
}

const answer = (status: number, headers: Record<string, string>): HttpResponse => ({ status, headers, body: '' });

function start(sessions: UploadSessions, req: StorageRequest): HttpResponse {
  const body = parseJsonBody(req.http, () => invalidArgument('Upload metadata must be JSON.'));
  const written = parseMetadataPatch(body);
  const name = uploadName(req, body);
  validateObjectName(name);
  const { bucket, project, identity } = req;
  const mediaContentType = header(req.http, 'x-goog-upload-header-content-type');
  const id = sessions.open({
    bucket,
    project,
    name,
    identity,
    written,
    mediaContentType,
    chunks: [],
    received: 0,
    status: 'active',
  });
  const url = new URL(`/v0/b/${encodeURIComponent(bucket)}/o`, req.http.baseUrl);
  url.search = new URLSearchParams({ name, upload_id: id, upload_protocol: 'resumable' }).toString();
  return answer(200, {
    'x-goog-upload-status': 'active',
    'x-goog-upload-url': url.toString(),
    'x-gupload-uploadid': id,
    'x-goog-upload-chunk-granularity': String(256 * 1024),
  });
}

function append(session: Session, req: StorageRequest): void {
  if (session.status !== 'active') {
    throw invalidArgument(`The upload is ${session.status === 'final' ? 'finalized' : 'cancelled'}.`);
  }
  const offset = header(req.http, 'x-goog-upload-offset');
  if (offset !== undefined && Number(offset) !== session.received) {
    throw invalidArgument(`Upload offset ${offset} does not match the ${session.received} bytes received.`);
  }
  session.chunks.push(req.http.body);
  session.received += req.http.body.length;
}

function finalize(ctx: StorageContext, session: Session, req: StorageRequest): HttpResponse {
  if (session.status === 'cancelled') throw invalidArgument('The upload is cancelled.');
  const data = Buffer.concat(session.chunks);
  session.status = 'final';
  session.chunks = [];
  let outcome: HttpResponse;
  try {
    const { bucket, project, name, identity } = session;
    const upload = { written: session.written, data, mediaContentType: session.mediaContentType };
    outcome = writeObject(ctx, { bucket, project, name, identity, http: req.http }, upload);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    outcome = errorResponse(err);
  }
  session.outcome = { ...outcome, headers: { ...outcome.headers, 'x-goog-upload-status': 'final' } };
  return session.outcome;
}

export function resumableUpload(ctx: StorageContext, sessions: UploadSessions, req: StorageRequest): HttpResponse {
  const command = header(req.http, 'x-goog-upload-command');
  if (!command) throw invalidArgument('Missing X-Goog-Upload-Command header.');
  const commands = new Set(command.split(',').map((c) => c.trim().toLowerCase()));
  if (commands.has('start')) return start(sessions, req);
  const id = req.http.query.get('upload_id');
  if (!id) throw invalidArgument('Missing upload_id.');
  const session = sessions.get(id);
  if (!session) throw notFound('Upload not found.');

  if (commands.has('query')) {
    return answer(200, {
      'x-goog-upload-status': session.status,
      'x-goog-upload-size-received': String(session.received),
    });
  }
  if (commands.has('cancel')) {
    if (session.status === 'final') throw invalidArgument('The upload is finalized.');
    session.status = 'cancelled';
    session.chunks = [];
    return answer(200, {});
  }
  // A retried `upload, finalize` whose answer was lost gets the same answer again.
  if (commands.has('finalize') && session.outcome) return session.outcome;
  if (commands.has('upload')) {
    append(session, req);
    if (!commands.has('finalize')) return answer(200, { 'x-goog-upload-status': 'active', 'x-gupload-uploadid': id });
  }
  if (commands.has('finalize')) return finalize(ctx, session, req);
  throw invalidArgument(`Unknown upload command '${command}'.`);
}
