import type { HttpResponse } from '../../http/server.js';
import { ApiError } from '../../shared/errors.js';
import type { ApiRequest, FirestoreContext } from '../context.js';

export function runAggregationQuery(_ctx: FirestoreContext, _req: ApiRequest): HttpResponse {
  throw new ApiError('UNIMPLEMENTED', 'runAggregationQuery is not implemented yet');
}

