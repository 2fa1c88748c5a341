/**
 * Fails early with a readable message when a port we need is taken (usually by another
 * `npm start` that is still running).
 */
import net from 'node:net';

function isFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export async function assertPortsFree(host: string, ports: readonly (readonly [string, number])[]): Promise<void> {
  const taken: string[] = [];
  for (const [name, port] of ports) {
    if (!(await isFree(host, port))) taken.push(`${name} port ${port}`);
  }
  if (taken.length) {
    console.error(`These ports are in use: ${taken.join(', ')}.\nIs the site already running (npm start)? Stop it, or free the ports.`);
    process.exit(1);
  }
}

/**
 * `count` ports free at this moment, all different (held open together while the system
 * picks them): for a process that must come back on the same ports after a restart.
 */
export async function freePorts(host: string, count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () =>
      new Promise<net.Server>((resolve, reject) => {
        const server = net.createServer();
        server.once('error', reject);
        server.listen(0, host, () => resolve(server));
      }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
