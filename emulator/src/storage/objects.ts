/**
 * Object and bucket reads and changes: metadata and media GET, metadata PATCH, DELETE,
 * list. Rules are asked before existence is reported (403 before 404, like firebase-tools).
 */
import { randomUUID } from 'node:crypto';
import { json, parseJsonBody, type HttpResponse } from '../http/server.js';
import { invalidArgument, notFound } from '../shared/errors.js';
import { checkAccess, type StorageContext, type StorageRequest } from './context.js';
import { mediaResponse } from './download.js';
import { listPage } from './list.js';
import { hasToken, toResource, toRulesResource, type StoredObject } from './metadata.js';
import { applyPatch, parseMetadataPatch } from './metadata-patch.js';

const noSuchObject = (req: StorageRequest) => notFound(`No such object: ${req.bucket}/${req.name}`);

const rulesResource = (object: StoredObject | undefined) => (object ? toRulesResource(object.metadata) : null);

/** GET metadata, or the bytes with `alt=media`. A valid `token` (download URL) skips rules. */
export function getObject(ctx: StorageContext, req: StorageRequest): HttpResponse {
  let object = ctx.objects.get(req.bucket, req.name);
  const token = req.http.query.get('token') ?? '';
  if (!object || !hasToken(object.metadata, token)) {
    checkAccess(ctx, req, 'get', { resource: rulesResource(object), requestResource: null, time: ctx.clock.now() });
  }
  if (!object) throw noSuchObject(req);
  // getDownloadURL needs a token; firebase-tools mints one for objects that have none.
  if (object.metadata.downloadTokens === '') {
    object = { ...object, metadata: { ...object.metadata, downloadTokens: randomUUID() } };
    ctx.objects.put(object);
    ctx.onChange();
  }
  if (req.http.query.get('alt') === 'media') return mediaResponse(object.metadata, object.data, req.http);
  return json(200, toResource(object.metadata));
}

export function patchObject(ctx: StorageContext, req: StorageRequest): HttpResponse {
  const patch = parseMetadataPatch(parseJsonBody(req.http, () => invalidArgument('Metadata must be JSON.')));
  const object = ctx.objects.get(req.bucket, req.name);
  const now = ctx.clock.now();
  const after = object ? applyPatch(object.metadata, patch, now) : undefined;
  checkAccess(ctx, req, 'update', {
    resource: rulesResource(object),
    requestResource: after ? toRulesResource(after) : null,
    time: now,
  });
  if (!object || !after) throw noSuchObject(req);
  ctx.objects.put({ metadata: after, data: object.data });
  ctx.onChange();
  return json(200, toResource(after));
}

export function deleteObject(ctx: StorageContext, req: StorageRequest): HttpResponse {
  const object = ctx.objects.get(req.bucket, req.name);
  checkAccess(ctx, req, 'delete', { resource: rulesResource(object), requestResource: null, time: ctx.clock.now() });
  if (!object) throw noSuchObject(req);
  ctx.objects.delete(req.bucket, req.name);
  ctx.onChange();
  return { status: 204 };
}

const MAX_PAGE = 1000;

function maxResultsOf(value: string | null): number {
  if (value === null || value === '') return MAX_PAGE;
  if (!/^\d+$/.test(value) || Number(value) === 0) throw invalidArgument(`Invalid maxResults '${value}'.`);
  return Math.min(Number(value), MAX_PAGE);
}

/** GET /v0/b/{bucket}/o?prefix=&delimiter=&pageToken=&maxResults= */
export function listObjects(ctx: StorageContext, req: StorageRequest): HttpResponse {
  const query = req.http.query;
  const prefix = query.get('prefix') ?? '';
  if (prefix !== '' && !prefix.endsWith('/')) {
    throw invalidArgument('The prefix parameter is required to be empty or ends with a single / character.');
  }
  const delimiter = query.get('delimiter') ?? '';
  const maxResults = maxResultsOf(query.get('maxResults'));
  const pageToken = query.get('pageToken') || undefined;
  checkAccess(ctx, { ...req, name: prefix.replace(/\/+$/, '') }, 'list', {
    resource: null,
    requestResource: null,
    time: ctx.clock.now(),
    delimiter,
  });
  const page = listPage(ctx.objects.names(req.bucket), { prefix, delimiter, maxResults, pageToken });
  return json(200, {
    prefixes: page.prefixes,
    items: page.items.map((name) => ({ name, bucket: req.bucket })),
    ...(page.nextPageToken === undefined ? {} : { nextPageToken: page.nextPageToken }),
  });
}
