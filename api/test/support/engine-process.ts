import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const CLI = path.join(ROOT, 'embedded-mongo', 'src', 'cli.ts');
const BUILT_CLI = path.join(ROOT, 'embedded-mongo', 'dist', 'cli.js');
const SWC_REGISTER = path.join(ROOT, 'config', 'swc-register.cjs');

/**
 * The embedded engine in its own process, started through its command line, so a test can stall it
 * (SIGSTOP: connections stay open and nothing answers, like a frozen or partitioned server) or kill it.
 * Every test that starts one must call `stop()` in its teardown: it resumes a stalled process first.
 */
export class EngineProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly uri: string,
  ) {}

  /**
   * `built`: run the engine's build (dist/cli.js) as a deployment does, rather than its sources; `host`: the address
   * it listens on (a loopback address standing for a host of its own).
   */
  static async start(
    dbPath: string,
    port = 0,
    { built = false, host = '127.0.0.1' } = {},
  ): Promise<EngineProcess> {
    const cli = built ? [BUILT_CLI] : ['--conditions=source', '-r', SWC_REGISTER, CLI];
    const args = [...cli, '--host', host, '--port', String(port), '--dbpath', dbPath, '--quiet'];
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const uri = await new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        const line = chunk.toString().trim();
        if (line.startsWith('mongodb://')) resolve(line);
      });
      child.once('exit', (code) => reject(new Error(`engine exited with ${code}: ${output}`)));
    });
    return new EngineProcess(child, uri);
  }

  get port(): number {
    return Number(new URL(this.uri).port);
  }

  /** What TestApi needs of a database it does not own: its address. */

  pause(): void {
    this.child.kill('SIGSTOP');
  }

  resume(): void {
    this.child.kill('SIGCONT');
  }

  /** Dies at once, like a crash: no flush, no goodbye to the clients. */
  async kill(): Promise<void> {
    await this.stop('SIGKILL');
  }

  /** Resumes the process if stalled, then ends it; safe to call more than once. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGCONT');
    this.child.kill(signal);
    await exited;
  }
}
