// Listening and closing for plain node:http servers (the browser tests' own small servers).
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on 127.0.0.1 (port 0 picks a free one) and resolves with the bound port. */
export function listen(server: http.Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

export function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}
