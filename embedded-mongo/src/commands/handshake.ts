import * as os from 'node:os';
import { MAX_BSON_OBJECT_BYTES } from '../bson/document-limits';
import { MAX_MESSAGE_BYTES } from '../wire/wire-protocol';
import type { Doc } from '../bson/values';
import type { CommandContext, CommandHandler } from './context';

/** The MongoDB release this server imitates; wire version 21 is MongoDB 7.0 (driver 7 needs >= 9). */
export const SERVER_VERSION = '7.0.0';
export const MAX_WIRE_VERSION = 21;

/**
 * A standalone server's hello. No `topologyVersion`, so drivers poll instead of holding a streaming
 * (exhaust) hello open; no `compression`, so nothing arrives as OP_COMPRESSED.
 */
function helloReply(command: Doc, context: CommandContext, legacy: boolean): Doc {
  return {
    ...(command.helloOk ? { helloOk: true } : {}),
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    maxBsonObjectSize: MAX_BSON_OBJECT_BYTES,
    maxMessageSizeBytes: MAX_MESSAGE_BYTES,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: context.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
}

function buildInfo(): Doc {
  return {
    version: SERVER_VERSION,
    gitVersion: 'embedded-mongo',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_OBJECT_BYTES,
    storageEngines: ['embedded'],
    javascriptEngine: 'none',
    modules: [],
    ok: 1,
  };
}

export const handshakeCommands: Record<string, CommandHandler> = {
  hello: (command, context) => helloReply(command, context, false),
  isMaster: (command, context) => helloReply(command, context, true),
  ismaster: (command, context) => helloReply(command, context, true),
  ping: () => ({ ok: 1 }),
  buildInfo,
  // What the Node driver's admin().buildInfo() sends; mongod's command names are case-sensitive but it
  // registers this alias too.
  buildinfo: buildInfo,
  getParameter: (command) => {
    const known: Doc = {
      featureCompatibilityVersion: { version: '7.0' },
      authenticationMechanisms: [],
      quiet: false,
    };
    if (command.getParameter === '*') return { ...known, ok: 1 };
    const reply: Doc = {};
    for (const key of Object.keys(command)) if (key in known) reply[key] = known[key];
    return { ...reply, ok: 1 };
  },
  hostInfo: () => ({
    system: {
      currentTime: new Date(),
      hostname: os.hostname(),
      cpuAddrSize: 64,
      memSizeMB: Math.round(os.totalmem() / 1048576),
      numCores: os.cpus().length,
      cpuArch: os.arch(),
    },
    os: { type: os.type(), name: os.platform(), version: os.release() },
    extra: {},
    ok: 1,
  }),
  serverStatus: (_command, context) => ({
    host: `${os.hostname()}:${context.server.port}`,
    version: SERVER_VERSION,
    process: 'embedded-mongo',
    pid: process.pid,
    uptime: Math.floor((Date.now() - context.server.startedAt.getTime()) / 1000),
    localTime: new Date(),
    connections: { current: context.server.connectionCount(), available: 1_000_000 },
    ok: 1,
  }),
  whatsmyuri: (_command, context) => ({ you: context.remoteAddress, ok: 1 }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  endSessions: () => ({ ok: 1 }),
  killAllSessions: () => ({ ok: 1 }),
  refreshSessions: () => ({ ok: 1 }),
};
