/**
 * Cloud Storage for Firebase HTTP routing (REST v0 as firebase/storage sends it):
 *
 *   PUT    /internal/setRules                    → load rules
 *   POST   /internal/reset                       → drop every object
 *   GET    /v0/b/{bucket}/o?prefix=&delimiter=…  → list
 *   POST   /v0/b/{bucket}/o?name=…               → upload (multipart, media, resumable)
 *   GET    /v0/b/{bucket}/o/{object}[?alt=media] → metadata or bytes
 *   PATCH  /v0/b/{bucket}/o/{object}             → update metadata
 *   DELETE /v0/b/{bucket}/o/{object}             → delete
 *
 * The object segment is the percent-encoded full path (slashes as %2F), decoded once.
 */
import { storageIdentity } from '../auth/identity.js';
import type { Handler, HttpRequest, HttpResponse } from '../http/server.js';
import { invalidArgument, notFound } from '../shared/errors.js';
import { header, type StorageContext, type StorageRequest } from './context.js';
import { reset, setRules } from './control.js';
import { deleteObject, getObject, listObjects, patchObject } from './objects.js';
import { projectOfBucket } from './names.js';
import { resumableUpload, UploadSessions } from './resumable.js';
import { uploadOneShot } from './upload.js';

/** Headers the Storage SDK must be able to read in browsers (docs/emulator.md §5.9). */
export const STORAGE_EXPOSE_HEADERS = [
  'content-type',
  'x-firebase-storage-version',
  'X-Goog-Upload-Size-Received',
  'x-goog-upload-url',
  'x-goog-upload-command',
  'x-gupload-uploadid',
  'x-goog-upload-header-content-length',
  'x-goog-upload-header-content-type',
  'x-goog-upload-protocol',
  'x-goog-upload-status',
  'x-goog-upload-chunk-granularity',
  'x-goog-upload-control-url',
].join(', ');

const OBJECTS = /^\/v0\/b\/([^/]+)\/o(?:\/(.*))?$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidArgument(`Invalid percent-encoding in '${segment}'.`);
  }
}

function upload(ctx: StorageContext, sessions: UploadSessions, req: StorageRequest): HttpResponse {
  const { http } = req;
  // Token management (create_token/delete_token) is an admin console feature not emulated
  // here; refusing it keeps such a request from being taken for an empty upload.
  if (http.query.has('create_token') || http.query.has('delete_token')) {
    throw invalidArgument('Download token management is not supported by this emulator.');
  }
  const named = req.name === '' ? { ...req, name: http.query.get('name') ?? '' } : req;
  const resumable =
    http.query.has('upload_id') ||
    header(http, 'x-goog-upload-protocol') === 'resumable' ||
    header(http, 'x-goog-upload-command') !== undefined;
  return resumable ? resumableUpload(ctx, sessions, named) : uploadOneShot(ctx, named);
}

function route(ctx: StorageContext, sessions: UploadSessions, http: HttpRequest): HttpResponse {
  const { method, rawPath } = http;
  if (rawPath === '/internal/setRules' && method === 'PUT') return setRules(ctx, http);
  if (rawPath === '/internal/reset' && method === 'POST') return reset(ctx, sessions);

  const match = OBJECTS.exec(rawPath);
  if (!match) throw notFound('Not Found');
  const bucket = decode(match[1]!);
  const req: StorageRequest = {
    bucket,
    project: projectOfBucket(bucket),
    name: decode(match[2] ?? ''),
    identity: storageIdentity(http.headers.authorization),
    http,
  };
  const isRead = method === 'GET' || method === 'HEAD';
  if (req.name === '') {
    if (isRead) return listObjects(ctx, req);
    if (method === 'POST' || method === 'PUT') return upload(ctx, sessions, req);
    throw notFound('Not Found');
  }
  if (isRead) return getObject(ctx, req);
  if (method === 'PATCH') return patchObject(ctx, req);
  if (method === 'DELETE') return deleteObject(ctx, req);
  const override = header(http, 'x-http-method-override')?.toLowerCase();
  if (method === 'PUT' && override === 'patch') return patchObject(ctx, req);
  if (method === 'POST' || method === 'PUT') return upload(ctx, sessions, req);
  throw notFound('Not Found');
}

export function storageHandler(ctx: StorageContext): Handler {
  const sessions = new UploadSessions();
  return (http) => route(ctx, sessions, http);
}
