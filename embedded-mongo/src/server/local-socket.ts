import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { processAlive } from './process-alive';

const NAME = /^embedded-mongo-(\d+)-[0-9a-f-]+\.sock$/;

/** A new Unix socket path for this process's engine, in the temporary folder. */
export function localSocketPath(folder = os.tmpdir()): string {
  return path.join(folder, `embedded-mongo-${process.pid}-${randomUUID()}.sock`);
}

/**
 * Removes the sockets that engines of processes no longer running left behind: a stop removes its own, but a
 * process that was killed cannot. Sockets of running processes, this one's included, are left alone.
 */
export function removeStaleLocalSockets(folder = os.tmpdir()): void {
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(NAME.exec(name)?.[1]);
    if (!pid || pid === process.pid || processAlive(pid)) continue;
    fs.rmSync(path.join(folder, name), { force: true });
  }
}
