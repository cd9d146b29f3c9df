import type { Logger } from '../logger';

/** The messages between the host thread (worker-host.ts) and the engine's worker (worker-entry.ts). */
export type HostMessage = { type: 'stop' } | { type: 'watchCommands'; on: boolean } | { type: 'resetCounts' };

export type WorkerMessage =
  | { type: 'ready'; uri: string; localUri: string; host: string; port: number }
  | { type: 'failed'; message: string }
  | { type: 'log'; level: keyof Logger; message: string }
  | { type: 'counts'; counts: Record<string, number> }
  | { type: 'command'; name: string; db: string; connectionId: number; command: string }
  | { type: 'stopped' };
