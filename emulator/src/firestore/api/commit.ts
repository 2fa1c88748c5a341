import type { HttpResponse } from '../../http/server.js';
import { ApiError } from '../../shared/errors.js';
import type { ApiRequest, FirestoreContext } from '../context.js';

export function commit(_ctx: FirestoreContext, _req: ApiRequest): HttpResponse {
  throw new ApiError('UNIMPLEMENTED', 'commit is not implemented yet');
}

export function batchWrite(_ctx: FirestoreContext, _req: ApiRequest): HttpResponse {
  throw new ApiError('UNIMPLEMENTED', 'batchWrite is not implemented yet');
}

