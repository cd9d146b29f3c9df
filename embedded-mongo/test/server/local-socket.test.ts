import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { localSocketPath, removeStaleLocalSockets } from '../../src/server/local-socket';
import { tempDir } from '../helpers';

/** The pid of a process that has run and ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', ''], { stdio: 'ignore' });
  return child.pid ?? 0;
}

test('sockets left by engines of ended processes are removed; those of running processes and other files stay', () => {
  const folder = tempDir();
  const socketOf = (pid: number) => `embedded-mongo-${pid}-${randomUUID()}.sock`;
  const stale = socketOf(endedPid());
  const own = path.basename(localSocketPath(folder));
  const running = socketOf(process.ppid);
  const unrelated = 'embedded-mongo-notes.txt';
  for (const name of [stale, own, running, unrelated]) fs.writeFileSync(path.join(folder, name), '');

  removeStaleLocalSockets(folder);

  expect(fs.readdirSync(folder).sort()).toEqual([own, running, unrelated].sort());
  fs.rmSync(folder, { recursive: true, force: true });
});

test('a folder that cannot be read is left alone', () => {
  expect(() => removeStaleLocalSockets(path.join(tempDir(), 'missing'))).not.toThrow();
});
