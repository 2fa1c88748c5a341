/**
 * Google and Facebook sign-in against the Auth emulator, without internet. The emulator
 * serves the provider's page itself, but both that page and the Firebase SDK load Google's
 * iframe-messaging library (gapi, https://apis.google.com/js/api.js) to hand the result from
 * the emulator's origin to the site; the provider page also loads fonts and styles from CDNs.
 * This machine reaches neither, so the test browser gets a small stand-in for gapi's
 * `gapi.iframes` (postMessage between the site and the emulator's helper iframe, which is
 * all the SDK and the emulator use of it) and empty answers for the styles. The SDK, the
 * emulator and the redirect flow stay real; with internet, the real gapi does the same job.
 */
import type { Page } from '@playwright/test';

/** Runs in the site's page and in the emulator's helper iframe. */
function gapiStandIn(): void {
  type Message = { gapiStandIn: 'send' | 'reply' | 'ready'; name?: string; data?: unknown; id?: string; responses?: unknown[] };
  type Handler = (data: unknown) => unknown;
  const win = window as unknown as Record<string, unknown> & Window;
  const FILTER = () => true;

  class Endpoint {
    private readonly handlers = new Map<string, Handler>();
    private readonly queued = new Map<string, Message[]>();
    private readonly pending = new Map<string, (responses: unknown[]) => void>();
    private next = 0;
    onReady: (() => void) | null = null;
    constructor(readonly target: () => Window | null) {}
    register(name: string, handler: Handler): void {
      this.handlers.set(name, handler);
      const waiting = this.queued.get(name) ?? [];
      this.queued.delete(name);
      for (const message of waiting) this.deliver(message);
    }
    send(name: string, data: unknown, callback?: (responses: unknown[]) => void): void {
      const id = `${++this.next}-${Math.random()}`;
      if (callback) this.pending.set(id, callback);
      this.target()?.postMessage({ gapiStandIn: 'send', name, data, id } satisfies Message, '*');
    }
    receive(message: Message): void {
      if (message.gapiStandIn === 'ready') this.onReady?.();
      else if (message.gapiStandIn === 'send') this.deliver(message);
      else {
        const callback = this.pending.get(message.id ?? '');
        this.pending.delete(message.id ?? '');
        callback?.(message.responses ?? []);
      }
    }
    private deliver(message: Message): void {
      const handler = this.handlers.get(message.name ?? '');
      if (!handler) {
        // Held until a handler is registered, as gapi does.
        this.queued.set(message.name ?? '', [...(this.queued.get(message.name ?? '') ?? []), message]);
        return;
      }
      const reply: Message = { gapiStandIn: 'reply', id: message.id, responses: [handler(message.data)] };
      this.target()?.postMessage(reply, '*');
    }
  }

  const endpoints: Endpoint[] = [];
  window.addEventListener('message', (event: MessageEvent<Message>) => {
    if (typeof event.data !== 'object' || event.data === null || !('gapiStandIn' in event.data)) return;
    endpoints.find((endpoint) => endpoint.target() === event.source)?.receive(event.data);
  });

  const context = {
    open(
      options: { where: HTMLElement; url: string; attributes?: { style?: Record<string, string>; [name: string]: unknown } },
      onOpened: (iframe: unknown) => unknown,
    ) {
      const frame = document.createElement('iframe');
      for (const [name, value] of Object.entries(options.attributes ?? {})) {
        if (name === 'style') Object.assign(frame.style, value);
        else frame.setAttribute(name, String(value));
      }
      const endpoint = new Endpoint(() => frame.contentWindow);
      const ready = new Promise<void>((resolve) => (endpoint.onReady = resolve));
      endpoints.push(endpoint);
      frame.src = options.url;
      options.where.appendChild(frame);
      const iframe = {
        restyle: () => Promise.resolve(),
        ping: (callback: () => void) => ready.then(callback),
        register: (name: string, handler: Handler) => endpoint.register(name, handler),
        send: (name: string, data: unknown, callback?: (responses: unknown[]) => void) => endpoint.send(name, data, callback),
      };
      return Promise.resolve(onOpened(iframe));
    },
    getParentIframe() {
      const endpoint = new Endpoint(() => window.parent);
      endpoints.push(endpoint);
      return {
        register: (name: string, handler: Handler) => endpoint.register(name, handler),
        send: (name: string, data: unknown, callback?: (responses: unknown[]) => void) => endpoint.send(name, data, callback),
      };
    },
  };

  win.gapi = {
    load: (_module: string, options: { callback: () => void }) => setTimeout(options.callback, 0),
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: FILTER, getContext: () => context },
  };
  // In the helper iframe: tell the site it is loaded (what gapi's ping waits for).
  if (window.parent !== window) window.parent.postMessage({ gapiStandIn: 'ready' }, '*');
  // The loader's callback: ?onload= for the SDK, gapi_onload for the emulator's iframe.
  const onload = new URL((document.currentScript as HTMLScriptElement | null)?.src ?? location.href).searchParams.get('onload');
  const callback = (onload && win[onload]) || win.gapi_onload;
  if (typeof callback === 'function') setTimeout(callback as () => void, 0);
}

/** Serves the stand-in for gapi, and empty styles and fonts, to every frame of `page`. */
export async function serveGoogleScriptsOffline(page: Page): Promise<void> {
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'apis.google.com' && url.pathname === '/js/api.js') {
        return route.fulfill({ contentType: 'text/javascript', body: `(${gapiStandIn.toString()})();` });
      }
      const type = route.request().resourceType();
      return route.fulfill({ contentType: type === 'script' ? 'text/javascript' : type === 'stylesheet' ? 'text/css' : 'text/plain', body: '' });
    },
  );
  // The emulator's page has no favicon; the browser would report the 404.
  await page.route(/\/favicon\.ico$/, (route) => route.fulfill({ status: 204, body: '' }));
}
