// The lists and helpers of scripts/lib (CommonJS, without type declarations) that the browser tests read, typed once.
/* eslint-disable @typescript-eslint/no-require-imports */
import type http from 'node:http';
import type { AppName } from './stack';

/** The repository's root and the five apps, shell first. */
export const { root, apps } = require('../../scripts/lib/build.cjs') as { root: string; apps: AppName[] };

/** Each remote's federation name, e.g. mfe-public → mfe_public. */
export const { remoteNames } = require('../../scripts/lib/ports.cjs') as {
  remoteNames: Record<Exclude<AppName, 'shell'>, string>;
};

export const { listen, close } = require('../../scripts/lib/http-listen.cjs') as {
  /** Listens on 127.0.0.1 (port 0 picks a free one) and resolves with the bound port. */
  listen: (server: http.Server, port: number) => Promise<number>;
  close: (server: http.Server) => Promise<void>;
};

export const { writeTestResult } = require('../../scripts/lib/test-results.cjs') as {
  /** Writes test-results/<name> as pretty JSON. */
  writeTestResult: (name: string, value: unknown) => void;
};

export const { createWebServer, listenWebServer } = require('../../scripts/lib/web-server.cjs') as {
  /** One app's production server over its dist folder (see scripts/lib/web-server.cjs for the options). */
  createWebServer: (options: {
    root: string;
    csp: string;
    corsOrigin?: string;
    shell?: { runtimeConfig: () => unknown; siteUrl: string };
  }) => Promise<import('fastify').FastifyInstance>;
  /** Listens on 127.0.0.1 (port 0 picks a free one) and resolves with the bound port. */
  listenWebServer: (app: import('fastify').FastifyInstance, port: number) => Promise<number>;
};
