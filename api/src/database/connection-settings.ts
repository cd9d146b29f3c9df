import type { LoggerService } from '@nestjs/common';
import type { Connection, mongo } from 'mongoose';

/** What the server said it is: a replica set member or a mongos can acknowledge writes on a majority. */
export interface ServerKind {
  replicated: boolean;
}

/**
 * What a production shop needs of its MongoDB connection that these settings lack, each said plainly; empty when
 * nothing is missing. The API runs either way: these are warnings for whoever set `MONGODB_URI`.
 */
export function connectionSettingProblems(
  options: Pick<mongo.MongoClientOptions, 'retryWrites'> & {
    writeConcern?: { w?: unknown };
    readPreference?: { mode: string };
  },
  server: ServerKind,
): string[] {
  const problems: string[] = [];
  if (!server.replicated)
    problems.push(
      'MONGODB_URI names a standalone server: nothing takes over when it stops and no write can be acknowledged by a majority; use a replica set',
    );
  if (options.writeConcern?.w !== 'majority')
    problems.push(
      'MONGODB_URI does not ask for w=majority: an acknowledged write (an order, a payment) can be lost when the primary fails; add w=majority',
    );
  if (options.retryWrites === false)
    problems.push(
      'MONGODB_URI sets retryWrites=false: a write cut off by a failover fails instead of being retried once',
    );
  const mode = options.readPreference?.mode ?? 'primary';
  if (mode !== 'primary' && mode !== 'primaryPreferred')
    problems.push(
      `MONGODB_URI reads from ${mode}: a secondary may not have the latest writes yet (a new session, a payment just recorded); use readPreference=primary`,
    );
  return problems;
}

/** Checks the API's database connection once at start and logs a warning line per missing setting. */
export async function warnAboutConnectionSettings(
  connection: Connection,
  logger: LoggerService,
): Promise<void> {
  try {
    const client = connection.getClient();
    const hello = await client.db('admin').command({ hello: 1 });
    const replicated = typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
    for (const problem of connectionSettingProblems(client.options, { replicated }))
      logger.warn(problem, 'Database');
  } catch (error) {
    logger.warn(`Could not check the database connection's settings: ${String(error)}`, 'Database');
  }
}
