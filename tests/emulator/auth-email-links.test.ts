/**
 * The local Auth emulator's e-mails lead to the site's own pages (issue 34): the link each
 * one carries, which firebase-tools points at the emulator's /emulator/action (a JSON error
 * for a password reset), is sent on to the site's /auth/action with its code, as a
 * project's action URL does in production; and `npm start` is told of each e-mail, with
 * that link, as it is "sent".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthEmulator, type LocalEmail, type RunningAuthEmulator } from '../../scripts/lib/auth-emulator.js';
import { createAccount, listOobCodes, uniqueEmail, type AuthEmulatorTarget } from '../support/auth-emulator.js';

const ACTION_URL = 'http://127.0.0.1:5999/auth/action';
const projectId = 'demo-email-links';

let emulator: RunningAuthEmulator;
let target: AuthEmulatorTarget;
const emails: LocalEmail[] = [];
let actionUrl: string | null = ACTION_URL;

beforeAll(async () => {
  emulator = await startAuthEmulator({ port: 0, projectId, emailActionUrl: () => actionUrl, onEmail: (email) => emails.push(email) });
  target = { host: emulator.host, port: emulator.port, projectId };
});
afterAll(() => emulator.stop());

const identityToolkit = (verb: string) => `http://${emulator.host}:${emulator.port}/identitytoolkit.googleapis.com/v1/accounts:${verb}?key=fake-api-key`;

async function post<T>(verb: string, body: object): Promise<T> {
  const response = await fetch(identityToolkit(verb), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** The e-mail reported for `to` (reported once the emulator has answered the request). */
async function reported(to: string, mode: string): Promise<LocalEmail> {
  await expect.poll(() => emails.filter((email) => email.to === to && email.mode === mode).length).toBe(1);
  return emails.find((email) => email.to === to && email.mode === mode)!;
}

async function emulatorLink(email: string, requestType: string): Promise<string> {
  const code = (await listOobCodes(target)).findLast((oob) => oob.email === email && oob.requestType === requestType);
  if (!code) throw new Error(`no ${requestType} e-mail to ${email}`);
  return code.oobLink;
}

describe("the local Auth emulator's e-mail links", () => {
  it('send a password reset to the site, where its form takes the code', async () => {
    const email = uniqueEmail('reset-link');
    await createAccount(target, { email, password: 'an-old-password' });
    await post('sendOobCode', { requestType: 'PASSWORD_RESET', email });

    const link = await emulatorLink(email, 'PASSWORD_RESET');
    const code = new URL(link).searchParams.get('oobCode')!;
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(ACTION_URL);
    expect(location.searchParams.get('mode')).toBe('resetPassword');
    expect(location.searchParams.get('oobCode')).toBe(code);
    // The emulator's stand-in key is no part of the site's link.
    expect(location.searchParams.has('apiKey')).toBe(false);

    expect(await reported(email, 'resetPassword')).toEqual({ to: email, mode: 'resetPassword', link: location.toString() });
    // The code still works where the site's form uses it.
    await post('resetPassword', { oobCode: code, newPassword: 'a-new-password' });
  });

  it('send a verification to the site, with the page to come back to', async () => {
    const email = uniqueEmail('verify-link');
    const { idToken } = await post<{ idToken: string }>('signUp', { email, password: 'a-password', returnSecureToken: true });
    await post('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken, continueUrl: 'http://127.0.0.1:5999/dashboard' });

    const location = new URL((await fetch(await emulatorLink(email, 'VERIFY_EMAIL'), { redirect: 'manual' })).headers.get('location')!);
    expect(location.pathname).toBe('/auth/action');
    expect(location.searchParams.get('mode')).toBe('verifyEmail');
    expect(location.searchParams.get('continueUrl')).toBe('http://127.0.0.1:5999/dashboard');
    expect((await reported(email, 'verifyEmail')).link).toBe(location.toString());
  });

  it('stay the emulator’s own while the site’s address is not known', async () => {
    actionUrl = null;
    try {
      const email = uniqueEmail('no-site');
      await createAccount(target, { email, password: 'a-password' });
      await post('sendOobCode', { requestType: 'PASSWORD_RESET', email });
      const opened = await fetch(await emulatorLink(email, 'PASSWORD_RESET'), { redirect: 'manual' });
      // firebase-tools' own answer to a reset link opened without a new password.
      expect(opened.status).toBe(400);
      expect(await opened.text()).toContain('missing newPassword query parameter');
      expect(emails.some((reportedEmail) => reportedEmail.to === email)).toBe(false);
    } finally {
      actionUrl = ACTION_URL;
    }
  });
});
