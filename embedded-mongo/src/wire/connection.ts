import type * as net from 'node:net';
import { MessageFramer } from './wire-protocol';

export interface ConnectionHandlers {
  /** One whole wire message, in arrival order. */
  message(raw: Buffer): void;
  /** The byte stream cannot be framed; the socket is closed after this. */
  protocolError(error: Error): void;
}

/**
 * The per-connection socket code: no Nagle delay, the TCP stream split into wire messages. The server
 * and the benchmark's do-nothing loopback both run on it, so the loopback measures the same path.
 */
export function serveConnection(socket: net.Socket, handlers: ConnectionHandlers): void {
  socket.setNoDelay(true);
  const framer = new MessageFramer();
  socket.on('data', (chunk: Buffer) => {
    let messages: Buffer[];
    try {
      messages = framer.push(chunk);
    } catch (error) {
      handlers.protocolError(error as Error);
      socket.destroy();
      return;
    }
    for (const raw of messages) handlers.message(raw);
  });
  socket.on('error', () => undefined);
}
