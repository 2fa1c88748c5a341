/**
 * Runs the Auth emulator of firebase-tools (plain Node, no Java) inside this process, on a
 * given port (0 picks a free one). We use its server directly rather than
 * `firebase emulators:start`, which would look for Java and reach out to Google.
 *
 * Its e-mails are not sent: it keeps each one's link (GET /emulator/v1/projects/{project}/oobCodes),
 * and the links lead to the emulator's own /emulator/action, which applies a code without
 * the site (and answers a password reset with a JSON error). Given the site's page for
 * Firebase's e-mail actions, as a project's action URL names it in production
 * (docs/deploying.md), the links lead there instead, and each e-mail is reported as it is
 * "sent" (npm start prints it).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authServerModule } from './firebase-tools-internals.js';

/** An e-mail the Auth emulator would have sent, with its link to the site. */
export interface LocalEmail {
  readonly to: string;
  /** Firebase's action: verifyEmail, resetPassword, verifyAndChangeEmail, recoverEmail, signIn. */
  readonly mode: string;
  readonly link: string;
}

export interface RunningAuthEmulator {
  readonly host: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** Methods that can change accounts (lookups and the admin export are POSTs and GETs too). */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function startAuthEmulator(options: {
  host?: string;
  port: number;
  projectId: string;
  /**
   * Called after each answered request that may have changed accounts, so that the local
   * stack saves them while running (the emulator itself keeps them in memory only).
   */
  onChange?: () => void;
  /**
   * The site's page for e-mail actions (http://127.0.0.1:5173/auth/action), asked for when a
   * link is opened or an e-mail reported, so it may be known only once the site is up. None:
   * the links stay the emulator's own.
   */
  emailActionUrl?: () => string | null;
  /** Called with each e-mail the emulator would have sent, once it has the site's link. */
  onEmail?: (email: LocalEmail) => void;
}): Promise<RunningAuthEmulator> {
  const host = options.host ?? '127.0.0.1';
  const app = await authServerModule().createApp(options.projectId);
  const { onChange, emailActionUrl, onEmail } = options;
  const server = createServer((req, res) => {
    const actionUrl = emailActionUrl?.();
    if (actionUrl && req.method === 'GET' && req.url?.startsWith(EMULATOR_ACTION)) {
      res.writeHead(302, { location: siteLink(actionUrl, req.url) }).end();
      return;
    }
    app(req, res);
  });
  const seen = new Set<string>();
  const reportEmails = async () => {
    const actionUrl = emailActionUrl?.();
    if (!actionUrl || !onEmail) return;
    for (const code of await oobCodes(server, host, options.projectId)) {
      if (seen.has(code.oobCode)) continue;
      seen.add(code.oobCode);
      onEmail({ to: code.email, mode: code.requestType ? MODES[code.requestType] ?? code.requestType : 'unknown', link: siteLink(actionUrl, code.oobLink) });
    }
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (READ_ONLY_METHODS.has(req.method ?? 'GET')) return;
    if (onChange) res.once('finish', onChange);
    if (onEmail && req.url?.includes('accounts:sendOobCode')) res.once('finish', () => void reportEmails().catch(() => undefined));
  });
  server.listen(options.port, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    host,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The emulator's own page for e-mail links. */
const EMULATOR_ACTION = '/emulator/action';

const MODES: Readonly<Record<string, string>> = {
  VERIFY_EMAIL: 'verifyEmail',
  PASSWORD_RESET: 'resetPassword',
  VERIFY_AND_CHANGE_EMAIL: 'verifyAndChangeEmail',
  RECOVER_EMAIL: 'recoverEmail',
  EMAIL_SIGNIN: 'signIn',
};

/** An emulator link (absolute, or its path) as the site's: the same query on the site's action page. */
function siteLink(actionUrl: string, emulatorLink: string): string {
  const query = new URL(emulatorLink, 'http://emulator').searchParams;
  const link = new URL(actionUrl);
  for (const [key, value] of query) if (key !== 'apiKey') link.searchParams.set(key, value);
  return link.toString();
}

interface OobCode {
  readonly email: string;
  readonly oobCode: string;
  readonly oobLink: string;
  readonly requestType?: string;
}

/** The e-mails the emulator holds, read from its own REST endpoint. */
async function oobCodes(server: ReturnType<typeof createServer>, host: string, projectId: string): Promise<OobCode[]> {
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${projectId}/oobCodes`);
  if (!response.ok) return [];
  const body = (await response.json()) as { oobCodes?: OobCode[] };
  return body.oobCodes ?? [];
}
