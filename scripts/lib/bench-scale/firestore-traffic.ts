/**
 * What a page asks of Firestore, counted from the browser's network: every REST request
 * to the emulator (the lite SDK's and the app's own REST calls), with the documents read
 * as Firestore bills them, the writes, and the bytes of the answers: the JSON as the
 * emulator sends it (uncompressed) and gzipped as Firestore's servers would send it.
 *
 * Reads as billed: each document a query returns, a query that returns none counts one;
 * each document asked for by name, found or missing; an aggregation, one per 1,000 index
 * entries it counts (at least one). Writes: each write of a commit.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Request } from '@playwright/test';

export interface Tally {
  readonly requests: number;
  /** Requests the browser never finished (GIVE_UP_MS without an answer or anything else). */
  readonly unanswered: number;
  readonly reads: number;
  readonly writes: number;
  /** Bytes of the answers' JSON, and of the same gzipped. */
  readonly json: number;
  readonly gzip: number;
}

/** One answered request: when it started, what it touched, what it cost. */
export interface Exchange extends Tally {
  readonly startedAt: number;
  /** runQuery, batchGet, commit…, or the HTTP method of a request for a document by its path. */
  readonly action: string;
  /** The collections it read or wrote (the last collection of each path). */
  readonly collections: readonly string[];
}

export const sumOf = (exchanges: readonly Exchange[]): Tally => ({
  requests: exchanges.length,
  unanswered: exchanges.reduce((sum, one) => sum + one.unanswered, 0),
  reads: exchanges.reduce((sum, one) => sum + one.reads, 0),
  writes: exchanges.reduce((sum, one) => sum + one.writes, 0),
  json: exchanges.reduce((sum, one) => sum + one.json, 0),
  gzip: exchanges.reduce((sum, one) => sum + one.gzip, 0),
});

type Json = Record<string, unknown>;

const GIVE_UP_MS = 3 * 60_000;

/** The collection of a document name or a collection path ("…/documents/articles/a1" → articles). */
function collectionOf(path: string): string {
  const segments = path.split('/documents/')[1]?.split('/').filter(Boolean) ?? [];
  return segments[segments.length % 2 === 0 ? segments.length - 2 : segments.length - 1] ?? '';
}

function queriedCollections(body: Json): string[] {
  const structured = (body.structuredQuery ?? (body.structuredAggregationQuery as Json | undefined)?.structuredQuery) as Json | undefined;
  return ((structured?.from as Json[] | undefined) ?? []).map((from) => String(from.collectionId));
}

function writtenCollections(body: Json): string[] {
  return ((body.writes as Json[] | undefined) ?? []).map((write) => {
    const name = (write.update as Json | undefined)?.name ?? write.delete ?? (write.transform as Json | undefined)?.document;
    return collectionOf(String(name));
  });
}

function aggregationReads(answer: Json[]): number {
  let reads = 0;
  for (const part of answer) {
    const fields = ((part.result as Json | undefined)?.aggregateFields ?? {}) as Record<string, Json>;
    const counted = Math.max(0, ...Object.values(fields).map((value) => Number(value.integerValue ?? 0)));
    reads += Math.max(1, Math.ceil(counted / 1000));
  }
  return reads;
}

/** Reads, writes and collections of one exchange, from its address, its request and its answer. */
function costOf(method: string, url: URL, sent: Json, answer: unknown): Pick<Exchange, 'reads' | 'writes' | 'collections'> {
  const action = /:(\w+)$/.exec(url.pathname)?.[1];
  const parts = Array.isArray(answer) ? (answer as Json[]) : [];
  switch (action) {
    case 'runQuery': {
      const found = parts.filter((part) => part.document).length;
      return { reads: Math.max(1, found), writes: 0, collections: queriedCollections(sent) };
    }
    case 'runAggregationQuery':
      return { reads: aggregationReads(parts), writes: 0, collections: queriedCollections(sent) };
    case 'batchGet':
      return {
        reads: parts.filter((part) => part.found || part.missing).length,
        writes: 0,
        collections: ((sent.documents as string[] | undefined) ?? []).map(collectionOf),
      };
    case 'commit':
      return { reads: 0, writes: ((sent.writes as unknown[] | undefined) ?? []).length, collections: writtenCollections(sent) };
    case undefined: {
      const path = decodeURIComponent(url.pathname);
      if (method === 'GET') {
        const listed = (answer as Json | null)?.documents;
        return { reads: Array.isArray(listed) ? Math.max(1, listed.length) : 1, writes: 0, collections: [collectionOf(path)] };
      }
      return { reads: 0, writes: method === 'PATCH' || method === 'DELETE' ? 1 : 0, collections: [collectionOf(path)] };
    }
    default:
      return { reads: 0, writes: 0, collections: [] };
  }
}

const parsed = (text: string | null | undefined): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/**
 * Watches a browser context's requests to the Firestore emulator at `origin`. `since()`
 * marks where a measurement starts; `settled()` waits for Firestore to go quiet and returns
 * what was answered since the mark.
 */
export function watchFirestore(context: BrowserContext, origin: string) {
  const exchanges: Exchange[] = [];
  /** Requests sent and not yet counted: unanswered, or with their answer still being read. */
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  let mark = Date.now();
  const ours = (request: Request) => request.url().startsWith(origin) && request.method() !== 'OPTIONS';
  const done = (request: Request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };

  context.on('request', (request) => {
    if (!ours(request)) return;
    pending.add(request);
    lastActivity = Date.now();
  });
  context.on('requestfailed', (request) => {
    if (ours(request)) done(request);
  });
  context.on('requestfinished', (request) => {
    if (!ours(request)) return;
    const count = async () => {
      const response = await request.response();
      const body = response ? await response.body() : Buffer.alloc(0);
      const url = new URL(request.url());
      const cost = costOf(request.method(), url, (parsed(request.postData()) ?? {}) as Json, parsed(body.toString('utf8')));
      const action = /:(\w+)$/.exec(url.pathname)?.[1] ?? request.method();
      exchanges.push({ requests: 1, unanswered: 0, startedAt: request.timing().startTime, action, json: body.length, gzip: gzipSync(body).length, ...cost });
    };
    count().then(
      () => done(request),
      (err: unknown) => {
        console.error(`A Firestore answer could not be read (${request.url()}): ${String(err)}`);
        done(request);
      },
    );
  });

  return {
    /** Starts a measurement: requests started before it are left out. */
    since(): void {
      mark = Date.now();
    },
    /**
     * Waits until no Firestore request has run for `quietMs` (counted from now at the
     * earliest, so that a page's first requests have time to start), then returns the
     * measurement's exchanges.
     */
    async settled(quietMs = 4000): Promise<Exchange[]> {
      const called = Date.now();
      while (pending.size > 0 || Date.now() - Math.max(lastActivity, called) < quietMs) {
        if (pending.size > 0 && Date.now() - lastActivity > GIVE_UP_MS) {
          // The browser keeps a request it will never finish (seen when the emulator stood
          // still for seconds): it is counted as unanswered rather than waited for forever.
          console.log(`  No answer in ${GIVE_UP_MS / 1000} s, counted as unanswered: ${[...pending].map((request) => request.url()).join(', ')}`);
          for (const request of pending) {
            exchanges.push({ requests: 1, unanswered: 1, reads: 0, writes: 0, json: 0, gzip: 0, startedAt: request.timing().startTime, action: 'unanswered', collections: [] });
          }
          pending.clear();
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return exchanges.filter((exchange) => exchange.startedAt >= mark);
    },
  };
}

export type FirestoreWatch = ReturnType<typeof watchFirestore>;
