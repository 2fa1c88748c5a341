/**
 * POST …/documents[/{document}]:listCollectionIds — the ids of the collections directly
 * under the root or a document that hold documents at any depth. Owner only, like Google's
 * emulator ("Metadata operations require admin authentication.").
 */
import { json, type HttpResponse } from '../../http/server.js';
import { invalidArgument } from '../../shared/errors.js';
import type { ApiRequest, FirestoreContext } from '../context.js';
import { parseParentPath } from '../resource-names.js';
import { compareStrings, type JsonObject } from '../values.js';
import { optInt32, optString, optTimestamp } from '../writes/proto-json.js';
import { bodyOf, callerOf, rejectReadTime, requireOwner } from './request.js';

export function listCollectionIds(ctx: FirestoreContext, req: ApiRequest): HttpResponse {
  const body = bodyOf(req, ['pageSize', 'pageToken', 'readTime']);
  const pageSize = optInt32(body.pageSize) ?? 0;
  const pageToken = optString(body.pageToken);
  const readTime = optTimestamp(body.readTime);
  const parent = parseParentPath(req.db, req.rawPath);
  const caller = callerOf(req);
  if (pageSize < 0) throw invalidArgument('page_size must be greater than or equal to zero.');
  rejectReadTime(readTime !== undefined);
  requireOwner(caller, 'Metadata operations');

  const after = pageToken ? Buffer.from(pageToken, 'base64').toString('utf8') : undefined;
  const ids = ctx.store
    .database(req.db)
    .collectionIds(parent)
    .filter((id) => after === undefined || compareStrings(id, after) > 0);
  const page = pageSize ? ids.slice(0, pageSize) : ids;
  const out: JsonObject = {};
  if (page.length) out.collectionIds = page;
  if (pageSize && page.length === pageSize) out.nextPageToken = Buffer.from(page.at(-1)!).toString('base64');
  return json(200, out);
}
