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
