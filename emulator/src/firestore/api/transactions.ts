import type { HttpResponse } from '../../http/server.js';
import { ApiError } from '../../shared/errors.js';
import type { ApiRequest, FirestoreContext } from '../context.js';

export function beginTransaction(_ctx: FirestoreContext, _req: ApiRequest): HttpResponse {
  throw new ApiError('UNIMPLEMENTED', 'beginTransaction is not implemented yet');
}

export function rollback(_ctx: FirestoreContext, _req: ApiRequest): HttpResponse {
  throw new ApiError('UNIMPLEMENTED', 'rollback is not implemented yet');
}

