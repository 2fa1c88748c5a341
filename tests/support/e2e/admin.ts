/**
 * What the admin journeys share: making a new admin, reading what the site
 * stored (Firestore documents and Storage objects, read as the emulators' owner, past the
 * rules), and image files to upload.
 */
import type { Locator, Page } from '@playwright/test';
import { readProjectConfig } from '../../../emulator/src/config.js';
import { DEMO_PROJECT_ID, TEST_PORTS } from '../../../scripts/lib/stack.js';
import { expect } from '../../../e2e/test.js';
import { createAccount, uniqueEmail } from '../auth-emulator.js';
import { logIn } from './sign-in.js';

const host = readProjectConfig(process.cwd()).host;
const documents = `http://${host}:${TEST_PORTS.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;
const OWNER = { authorization: 'Bearer owner' };

type FirestoreValue = { stringValue?: string; booleanValue?: boolean; integerValue?: string; doubleValue?: number; timestampValue?: string; nullValue?: null; arrayValue?: { values?: FirestoreValue[] }; mapValue?: { fields?: Record<string, FirestoreValue> } };

function plain(value: FirestoreValue): unknown {
  if ('arrayValue' in value) return (value.arrayValue?.values ?? []).map(plain);
  if ('mapValue' in value) return Object.fromEntries(Object.entries(value.mapValue?.fields ?? {}).map(([key, inner]) => [key, plain(inner)]));
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('nullValue' in value) return null;
  return value.stringValue ?? value.booleanValue ?? value.timestampValue;
}

/** A stored document as plain values, or null when there is none. */
export async function storedDocument(path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${documents}/${path}`, { headers: OWNER });
  if (response.status === 404) return null;
  expect(response.ok, `GET ${path}: ${response.status}`).toBe(true);
  const body = (await response.json()) as { fields?: Record<string, FirestoreValue> };
  return Object.fromEntries(Object.entries(body.fields ?? {}).map(([key, value]) => [key, plain(value)]));
}

/** Writes a document as the emulators' owner (fields as strings or timestamps). */
export async function seedDocument(path: string, fields: Record<string, string | Date>): Promise<void> {
  const body = { fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value instanceof Date ? { timestampValue: value.toISOString() } : { stringValue: value }])) };
  const response = await fetch(`${documents}/${path}`, { method: 'PATCH', headers: { ...OWNER, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.ok, `PATCH ${path}: ${response.status}`).toBe(true);
}

/** Any JSON-like value (and Dates) as the REST API's typed value. */
function restValue(value: unknown): FirestoreValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value as object).map(([key, inner]) => [key, restValue(inner)])) } };
}

/** Writes a whole document of any values as the emulators' owner, past the rules (a fixture the admin could not write: a past publication). */
export async function seedFullDocument(path: string, fields: Record<string, unknown>): Promise<void> {
  const body = { fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, restValue(value)])) };
  const response = await fetch(`${documents}/${path}`, { method: 'PATCH', headers: { ...OWNER, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.ok, `PATCH ${path}: ${response.status}`).toBe(true);
}

/** Deletes a stored document, as the emulators' owner (what a deletion cut short leaves, say). */
export async function deleteStoredDocument(path: string): Promise<void> {
  const response = await fetch(`${documents}/${path}`, { method: 'DELETE', headers: OWNER });
  expect(response.ok, `DELETE ${path}: ${response.status}`).toBe(true);
}

/** Changes some fields of a stored document, as the emulators' owner. */
export async function setFields(path: string, fields: Record<string, string>): Promise<void> {
  const mask = Object.keys(fields).map((key) => `updateMask.fieldPaths=${encodeURIComponent(key)}`).join('&');
  const body = { fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { stringValue: value }])) };
  const response = await fetch(`${documents}/${path}?${mask}`, { method: 'PATCH', headers: { ...OWNER, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.ok, `PATCH ${path}: ${response.status}`).toBe(true);
}

const authEmulator = { host, port: TEST_PORTS.auth, projectId: DEMO_PROJECT_ID };

/** A new account, signed in through the login page and made an admin; resolves with its uid. */
export async function signInAsNewAdmin(page: Page, name: string): Promise<string> {
  const email = uniqueEmail(name);
  const uid = await createAccount(authEmulator, { email, password: 'new-admin-password', displayName: 'Second Editor' });
  await logIn(page, { email, password: 'new-admin-password' });
  await setFields(`users/${uid}`, { role: 'admin' });
  return uid;
}

/** The ids of the documents of a collection (up to 300). */
export async function storedIds(collectionPath: string): Promise<string[]> {
  const response = await fetch(`${documents}/${collectionPath}?pageSize=300`, { headers: OWNER });
  const body = (await response.json()) as { documents?: { name: string }[] };
  return (body.documents ?? []).map((item) => item.name.split('/').pop() ?? '');
}

/** The id of the one article with this title. */
export async function articleIdByTitle(title: string): Promise<string> {
  const response = await fetch(`${documents}:runQuery`, {
    method: 'POST',
    headers: { ...OWNER, 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: { from: [{ collectionId: 'articles' }], where: { fieldFilter: { field: { fieldPath: 'title' }, op: 'EQUAL', value: { stringValue: title } } } },
    }),
  });
  const rows = (await response.json()) as { document?: { name: string } }[];
  const names = rows.flatMap((row) => (row.document ? [row.document.name] : []));
  expect(names, `articles titled ${title}`).toHaveLength(1);
  return names[0]!.split('/').pop()!;
}

/** Whether the Storage object behind one of the site's image addresses still exists (as its owner sees it). */
export async function imageExists(url: string): Promise<boolean> {
  const response = await fetch(url.replace(/&token=[^&]*/, ''), { headers: OWNER });
  return response.ok;
}

// A 1 × 1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A PNG of `megabytes` MB (a real image header, padded). */
export const largePng = (name: string, megabytes: number) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG, Buffer.alloc(Math.ceil(megabytes * 1024 * 1024))]),
});

/** A GIF of `megabytes` MB (a real header, padded): stored as picked, so the stored limits apply. */
export const largeGif = (name: string, megabytes: number) => ({
  name,
  mimeType: 'image/gif',
  buffer: Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(Math.ceil(megabytes * 1024 * 1024))]),
});

/** A title no other test uses. */
export const uniqueTitle = (words: string) => `${words} ${Math.random().toString(36).slice(2, 8)}`;

/**
 * The editor's article settings: the sheet, opened from the bar's Settings button, at a
 * phone's width; the panel beside the text at a desktop's. Returns where the fields are.
 */
export async function openArticleSettings(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Settings', exact: true });
  if (!(await button.isVisible())) return page.getByRole('region', { name: 'Article settings' });
  await button.click();
  return page.getByRole('dialog', { name: 'Article settings' });
}

/** Closes the settings sheet with Done, when it is open. */
export async function closeArticleSettings(page: Page): Promise<void> {
  const sheet = page.getByRole('dialog', { name: 'Article settings' });
  if (await sheet.isVisible()) await sheet.getByRole('button', { name: 'Done' }).click();
}

/** Does `work` in the article settings, and closes the sheet again. */
export async function inArticleSettings(page: Page, work: () => Promise<unknown>): Promise<void> {
  await openArticleSettings(page);
  await work();
  await closeArticleSettings(page);
}

/**
 * What Re-index search may make a page log beside its own work: it writes every article the
 * emulators hold, the rules refuse the drafts some journeys store incomplete on purpose (and
 * one deleted meanwhile is not found), and the browser logs each refusal. A journey that
 * re-indexes tolerates these (e2e/test.ts); what it provokes itself, it still expects.
 */
export const REINDEX_NOISE = {
  console: [
    /^console\.error: Failed to load resource: the server responded with a status of 40[34] .*documents:commit/,
    /^console\.warning: .*RPC 'Commit' .*"code":"(permission-denied|not-found)"/,
  ],
  failedRequests: [/^40[34] POST .*documents:commit/],
};
