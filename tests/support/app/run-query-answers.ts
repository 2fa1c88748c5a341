/**
 * What the app's REST queries (runQuery) send and get back while `run` runs: each request
 * goes to the emulator as sent, and its answer is read from a copy, so the app gets the
 * real one. For tests of what a list reads of each document.
 */
import { vi } from 'vitest';

export interface RunQueryExchange {
  /** The request's JSON body: { structuredQuery }. */
  readonly request: { readonly structuredQuery: { readonly select?: { readonly fields: readonly { readonly fieldPath: string }[] } } };
  readonly authorization: string | null;
  /** The documents of the answer, as REST gives them. */
  readonly documents: readonly { readonly name: string; readonly fields?: Readonly<Record<string, unknown>> }[];
}

export async function runQueryExchanges(run: () => Promise<unknown>): Promise<RunQueryExchange[]> {
  const realFetch = globalThis.fetch;
  const exchanges: Promise<RunQueryExchange>[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith(':runQuery')) {
      const copy = response.clone();
      exchanges.push(
        (async () => {
          const answer = (await copy.json()) as readonly { readonly document?: RunQueryExchange['documents'][number] }[];
          return {
            request: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as RunQueryExchange['request'],
            authorization: new Headers(init?.headers).get('authorization'),
            documents: answer.flatMap(({ document }) => (document ? [document] : [])),
          };
        })(),
      );
    }
    return response;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return Promise.all(exchanges);
}

/** Every field name the answers' documents carry. */
export const fieldsRead = (exchanges: readonly RunQueryExchange[]): Set<string> =>
  new Set(exchanges.flatMap(({ documents }) => documents.flatMap((document) => Object.keys(document.fields ?? {}))));
