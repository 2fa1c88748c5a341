/**
 * POST …/documents[/{parent document}]:runAggregationQuery (docs/emulator.md §3.8): count, sum and
 * avg over a query's results, answered as exactly one `result` entry.
 */
import { json, type HttpResponse } from '../../http/server.js';
import type { ApiRequest, FirestoreContext } from '../context.js';
import { aggregatedFields, computeAggregations, parseAggregations } from '../query/aggregate.js';
import { decodeFirst } from '../query/decode-first.js';
import { executeQuery } from '../query/execute.js';
import { readObject } from '../query/parse-json.js';
import { parseStructuredQuery } from '../query/parse.js';
import { formatTimestamp } from '../timestamp.js';
import { encodeValue, type JsonObject } from '../values.js';
import { checkQuery, openQueryCall } from './run-query.js';

export async function runAggregationQuery(ctx: FirestoreContext, req: ApiRequest): Promise<HttpResponse> {
  const call = openQueryCall(ctx, req, 'structuredAggregationQuery');
  const request = readObject(call.body.structuredAggregationQuery ?? {}, ['structuredQuery', 'aggregations']);
  const query = parseStructuredQuery(request.structuredQuery, req.path);
  const aggregations = parseAggregations(request.aggregations);
  const requiredFields = aggregatedFields(aggregations);
  checkQuery(ctx, req, call, query, requiredFields);
  await decodeFirst(call.database, query, requiredFields);

  const { documents } = executeQuery(call.database, query, { requiredFields });
  const aggregateFields: JsonObject = {};
  for (const [alias, value] of computeAggregations(documents, aggregations)) aggregateFields[alias] = encodeValue(value);
  const entry = { result: { aggregateFields }, readTime: formatTimestamp(call.time), done: true };
  return json(200, [...call.beginTransaction(), entry]);
}
