import { MongoCommandError } from '../errors';
import type { Doc } from '../values';
import { adminCommands } from './admin';
import type { CommandContext, CommandHandler } from './context';
import { handshakeCommands } from './handshake';
import { readCommands } from './read';
import { writeCommands } from './write';

export type { CommandContext, CommandHandler, ServerDescription } from './context';

/** The one table of supported commands. Anything else is answered with CommandNotFound (59). */
export const commandTable: Readonly<Record<string, CommandHandler>> = Object.freeze({
  ...handshakeCommands,
  ...readCommands,
  ...writeCommands,
  ...adminCommands,
});

export function commandNameOf(command: Doc): string {
  return Object.keys(command)[0] ?? '';
}

export function runCommand(command: Doc, context: CommandContext): Doc {
  const name = commandNameOf(command);
  const handler = Object.hasOwn(commandTable, name) ? commandTable[name] : undefined;
  if (!handler) throw new MongoCommandError('CommandNotFound', `no such command: '${name}'`);
  // A standalone mongod refuses transactions the same way.
  if (
    command.txnNumber !== undefined ||
    command.startTransaction !== undefined ||
    command.autocommit !== undefined
  ) {
    throw new MongoCommandError(
      'IllegalOperation',
      'Transaction numbers are only allowed on a replica set member or mongos',
    );
  }
  return handler(command, context);
}
