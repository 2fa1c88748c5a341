/**
 * Listing documents over REST, checked against the gRPC cases of oracle/list_documents.json
 * (the same ListDocuments semantics): every collection under a parent, masks, orders, pages
 * and missing documents. The one case read at a past time is left out: the emulator keeps
 * no history.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testFirestore } from './support/firestore-handler.js';

interface GrpcCase {
  name: string;
  parent: string;
  owner: boolean;
  request: {
    collection_id?: string;
    mask?: { field_paths: string[] };
    order_by?: string;
    show_missing?: boolean;
    page_size?: number;
    pages?: boolean;
    at_first_commit?: boolean;
  };
  outcome: unknown;
}

const oracle = JSON.parse(
  readFileSync(new URL('../../tests/parity/oracle/list_documents.json', import.meta.url), 'utf8'),
) as { seed: string[][]; grpc: GrpcCase[] };

const ROOT = 'projects/list/databases/(default)/documents';
const fs = testFirestore();

beforeAll(async () => {
  for (const paths of oracle.seed) {
    const writes = paths.map((p, i) => ({
      update: { name: `${ROOT}/${p}`, fields: { n: { integerValue: String(i) }, m: { booleanValue: true } } },
    }));
    expect((await fs.request('POST', `/v1/${ROOT}:commit`, { body: { writes } })).status).toBe(200);
  }
});

function url(c: GrpcCase, pageToken?: string): string {
  const { request } = c;
  const parent = c.parent === '' ? '' : `/${c.parent}`;
  const params = new URLSearchParams();
  for (const path of request.mask?.field_paths ?? []) params.append('mask.fieldPaths', path);
  if (request.order_by) params.set('orderBy', request.order_by);
  if (request.show_missing) params.set('showMissing', 'true');
  if (request.page_size !== undefined) params.set('pageSize', String(request.page_size));
  if (pageToken) params.set('pageToken', pageToken);
  return `/v1/${ROOT}${parent}/${request.collection_id ?? ''}?${params.toString()}`;
}

interface Page {
  documents?: { name: string; fields?: Record<string, unknown> }[];
  nextPageToken?: string;
  error?: { status: string; message: string };
}

const names = (page: Page): string[] => (page.documents ?? []).map((d) => d.name.slice(ROOT.length + 1));

async function run(c: GrpcCase): Promise<unknown> {
  const auth = c.owner ? 'Bearer owner' : null;
  const pages: string[][] = [];
  let token: string | undefined;
  for (;;) {
    const page = (await fs.request('GET', url(c, token), { auth })).body as Page;
    if (page.error) return { code: page.error.status, message: page.error.message };
    if (!c.request.pages) {
      return { documents: (page.documents ?? []).map((d) => ({ name: d.name.slice(ROOT.length + 1), fields: Object.keys(d.fields ?? {}).sort() })) };
    }
    pages.push(names(page));
    if (!page.nextPageToken) return { pages };
    token = page.nextPageToken;
  }
}

describe('listing documents (oracle list_documents.json, gRPC cases over REST)', () => {
  it.each(oracle.grpc.filter((c) => !c.request.at_first_commit).map((c) => [c.name, c] as const))('%s', async (_, c) => {
    expect(await run(c)).toEqual(c.outcome);
  });
});
