/**
 * Writing an object's data, whichever upload protocol carried it: every upload, new file
 * or overwrite, is a rules `create` (docs/emulator.md §6.6) and starts a new generation.
 */
import { json, type HttpResponse } from '../http/server.js';
import { checkAccess, type StorageContext, type StorageRequest } from './context.js';
import { newObjectMetadata, toResource, toRulesResource, type MetadataPatch } from './metadata.js';
import { validateObjectName } from './names.js';

export interface Upload {
  readonly written: MetadataPatch;
  readonly data: Buffer;
  readonly mediaContentType?: string;
}

export function writeObject(ctx: StorageContext, req: StorageRequest, upload: Upload): HttpResponse {
  validateObjectName(req.name);
  const now = ctx.clock.now();
  const existing = ctx.objects.get(req.bucket, req.name);
  const metadata = newObjectMetadata({ bucket: req.bucket, name: req.name, now, ...upload });
  checkAccess(ctx, req, 'create', {
    resource: existing ? toRulesResource(existing.metadata) : null,
    requestResource: toRulesResource(metadata),
    time: now,
  });
  ctx.objects.put({ metadata, data: upload.data });
  ctx.onChange();
  return json(200, toResource(metadata));
}
