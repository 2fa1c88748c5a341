/**
 * A pass-through HTTP proxy that can be told to drop every request, for tests of what the
 * site says when a service cannot be reached (the service itself stays real).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FailingProxy {
  readonly host: string;
  readonly port: number;
  /** While true, every request fails as a dropped connection does. */
  failing: boolean;
  stop(): Promise<void>;
}

export async function startFailingProxy(target: { host: string; port: number }): Promise<FailingProxy> {
  const server = http.createServer((request, response) => {
    if (proxy.failing) {
      request.socket.destroy();
      return;
    }
    const upstream = http.request(
      { host: target.host, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, target.host, resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: FailingProxy = {
    host: target.host,
    port,
    failing: false,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return proxy;
}
