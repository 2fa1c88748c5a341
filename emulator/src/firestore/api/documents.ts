import type { HttpResponse } from '../../http/server.js';
import { ApiError } from '../../shared/errors.js';
import type { ApiRequest, FirestoreContext } from '../context.js';

export function getDocument(_ctx: FirestoreContext, _req: ApiRequest): HttpResponse {
  throw new ApiError('UNIMPLEMENTED', 'getDocument is not implemented yet');
}

export function patchDocument(_ctx: FirestoreContext, _req: ApiRequest): HttpResponse {
  throw new ApiError('UNIMPLEMENTED', 'patchDocument is not implemented yet');
}

export function deleteDocument(_ctx: FirestoreContext, _req: ApiRequest): HttpResponse {
  throw new ApiError('UNIMPLEMENTED', 'deleteDocument is not implemented yet');
}

export function createDocument(_ctx: FirestoreContext, _req: ApiRequest): HttpResponse {
  throw new ApiError('UNIMPLEMENTED', 'createDocument is not implemented yet');
}

export function listDocuments(_ctx: FirestoreContext, _req: ApiRequest): HttpResponse {
  throw new ApiError('UNIMPLEMENTED', 'listDocuments is not implemented yet');
}

