/**
 * One-shot uploads: `multipart/related` (metadata part + bytes, what uploadBytes and
 * uploadString send) and plain media uploads (raw bytes, type from Content-Type).
 */
import { isJsonObject } from '../firestore/values.js';
import type { HttpResponse } from '../http/server.js';
import { header, type StorageContext, type StorageRequest } from './context.js';
import { parseMetadataPatch } from './metadata-patch.js';
import { parseUploadBody } from './multipart.js';
import { writeObject } from './write.js';

/** The object name from the URL, else from the metadata the client sent. */
export function uploadName(req: StorageRequest, metadata: unknown): string {
  if (req.name !== '') return req.name;
  return isJsonObject(metadata) && typeof metadata.name === 'string' ? metadata.name : '';
}

export function uploadOneShot(ctx: StorageContext, req: StorageRequest): HttpResponse {
  const contentType = header(req.http, 'content-type');
  const multipart =
    header(req.http, 'x-goog-upload-protocol') === 'multipart' || /^multipart\/related/i.test(contentType ?? '');
  if (!multipart) {
    return writeObject(ctx, req, { written: {}, data: req.http.body, mediaContentType: contentType });
  }
  const body = parseUploadBody(contentType, req.http.body);
  const written = parseMetadataPatch(body.metadata);
  const named = { ...req, name: uploadName(req, body.metadata) };
  return writeObject(ctx, named, { written, data: body.media, mediaContentType: body.mediaContentType });
}
