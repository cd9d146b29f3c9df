// The stack's apps, their federation names and where they listen: scripts/lib/ports.cjs, shared with the builds and
// the stack's start-up (which run before this workspace is built), typed once here.
/* eslint-disable @typescript-eslint/no-require-imports */

export type AppName = 'shell' | 'mfe-public' | 'mfe-customer' | 'mfe-admin' | 'mfe-cms';
export type RemoteName = Exclude<AppName, 'shell'>;

export const { apps, remoteNames, defaultPorts, localUrl } = require('../../scripts/lib/ports.cjs') as {
  /** The browser apps, shell first. */
  apps: AppName[];
  /** Each remote's federation name, e.g. mfe-public → mfe_public. */
  remoteNames: Record<RemoteName, string>;
  /** Each server's usual port: the API 4000, the shell 8080, the remotes 8081–8084. */
  defaultPorts: Record<AppName | 'api', number>;
  /** Every server of the stack listens on the loopback address. */
  localUrl: (port: number) => string;
};
