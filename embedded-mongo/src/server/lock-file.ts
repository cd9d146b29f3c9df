import * as fs from 'node:fs';
import * as path from 'node:path';
import { processAlive } from './process-alive';

/** Locks held by this process; a lock file naming our own pid but absent here is from a previous run that had the same pid (common for PID 1 in containers). */
const heldByThisProcess = new Set<string>();

/**
 * Takes `mongod.lock` in the data directory so two servers never append to the same journal.
 * A lock left by a process that no longer exists (a crash) is taken over.
 */
export function acquireLock(dir: string): () => void {
  const file = path.resolve(dir, 'mongod.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(file);
      return () => {
        heldByThisProcess.delete(file);
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      const ours = owner === process.pid;
      if (
        (ours && heldByThisProcess.has(file)) ||
        (!ours && Number.isInteger(owner) && owner > 0 && processAlive(owner))
      ) {
        throw new Error(`data directory ${dir} is in use by process ${owner}`);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock data directory ${dir}`);
}
