import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { eventually } from './eventually';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const MAIN = path.join(ROOT, 'api', 'src', 'main.ts');
const SWC_REGISTER = path.join(ROOT, 'config', 'swc-register.cjs');

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * The API as production runs it: `main.ts` in a process of its own, configured by its environment, so a test can
 * signal it and see how it exits.
 */
export class ApiProcess {
  private output = '';

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    for (const stream of [child.stdout!, child.stderr!])
      stream.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
  }

  /** Starts it and resolves once `GET /health/ready` answers 200. */
  static async start(env: Record<string, string>): Promise<ApiProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--conditions=source', '-r', SWC_REGISTER, MAIN], {
      env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const api = new ApiProcess(child, `http://127.0.0.1:${port}`);
    const ready = await eventually(
      () =>
        fetch(`${api.url}/health/ready`).then(
          (response) => response.status,
          () => 0,
        ),
      (status) => status === 200 || child.exitCode !== null,
      90_000,
    );
    if (ready !== 200) {
      await api.stop();
      throw new Error(`The API did not become ready:\n${api.output}`);
    }
    return api;
  }

  /** What it wrote to stdout and stderr so far. */
  get log(): string {
    return this.output;
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Its exit code once it has exited (null if a signal ended it). */
  async exited(): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) await once(this.child, 'exit');
    return this.child.exitCode;
  }

  /** Ends it at once if it still runs (a test's teardown). */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGKILL');
    await exited;
  }
}
