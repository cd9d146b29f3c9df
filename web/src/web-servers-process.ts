// The shell's and the remotes' web servers in a process of their own, as a deployment runs them apart from the API:
// started by startStack (scripts/lib/stack.cjs), which talks to it over IPC. Their server rendering then runs in a
// plain Node process, never inside the test runner's sandbox that loaded stack.cjs.
import './tracing';
import { logIds, stopTracing, tracingEnabled } from '@agency/telemetry';
import { shutdownFromEnv } from './graceful-close';
import type { AppName } from './stack-ports';
import { startWebServers, type WebServers, type WebServersOptions } from './web-servers';

type Message = { start: Omit<WebServersOptions, 'log'> } | { stopServer: AppName };

if (!process.send) throw new Error('web-servers-process is started by stack.cjs with an IPC channel');

const send = (message: unknown) => process.send?.(message);
let web: WebServers | undefined;
// With tracing on, each line is JSON naming the trace, span and request it was written in (none outside a request).
const logLine = (line: string) => (tracingEnabled() ? JSON.stringify({ message: line, ...logIds() }) : line);

process.on('message', async (message: Message) => {
  if ('start' in message) {
    try {
      web = await startWebServers({
        ...message.start,
        // A developer's stack logs requests only when asked; a deployed server (serve.ts) unless told not to.
        requestLog: process.env.WEB_REQUEST_LOG === 'true',
        log: (line) => send({ log: logLine(line) }),
      });
      send({ ready: web.urls });
    } catch (error) {
      send({ failed: error instanceof Error ? error.stack : String(error) });
    }
  } else if ('stopServer' in message) {
    await web?.stopServer(message.stopServer);
    send({ stopped: message.stopServer });
  }
});

// The parent is gone: close the servers, then leave.
const stop = async () => {
  await web?.stop();
  await stopTracing();
  process.exit(0);
};
process.on('disconnect', stop);
// An orchestrator (or stack.cjs) asks it to end: drain, answer what is in flight, and leave within the grace period.
const { drainMs, graceMs } = shutdownFromEnv();
process.once('SIGTERM', async () => {
  setTimeout(() => {
    send({ log: `[web] shutdown took longer than ${graceMs} ms: exiting anyway` });
    process.exit(1);
  }, graceMs).unref();
  await web?.shutDown(drainMs);
  await stopTracing();
  process.exit(0);
});
