/**
 * Cloud Storage for Firebase REST v0 routing (to be implemented).
 */
import { json, type Handler } from '../http/server.js';
import type { StorageContext } from './context.js';

export function storageHandler(_ctx: StorageContext): Handler {
  return () => json(501, { error: { code: 501, message: 'Storage is not implemented yet' } });
}

/** Headers the Storage SDK must be able to read in browsers (contract §5.9). */
export const STORAGE_EXPOSE_HEADERS =
  'content-type, x-firebase-storage-version, X-Goog-Upload-Size-Received, x-goog-upload-url, x-goog-upload-command, x-gupload-uploadid, x-goog-upload-header-content-length, x-goog-upload-header-content-type, x-goog-upload-protocol, x-goog-upload-status, x-goog-upload-chunk-granularity, x-goog-upload-control-url';
