// A bare HTTP/1.1 client over a socket: sends a request target exactly as written (no normalising of `..`, `//`,
// backslashes or NUL bytes, which URL-based clients would fix or refuse), and reads back the status code.
import net from 'node:net';

/** Resolves with the status code, or 0 if the connection closed without a status line. */
export function rawStatus(origin: string, target: string): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    let head = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(target)}`)));
    socket.on('connect', () =>
      socket.write(
        Buffer.from(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`, 'latin1'),
      ),
    );
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
  });
}
