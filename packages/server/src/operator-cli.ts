/**
 * `npm run operator -- grant <username> | revoke <username> | list` (the server's bundle run as
 * `main.mjs operator …`): the only way to grant or
 * revoke the operator role (no call of the API does). It uses the server's own settings:
 * `DATABASE_URL` (PostgreSQL, while the server runs or not), else the embedded database in
 * `DATA_DIR`, which one process at a time may open: while the server runs on it, this refuses and
 * says to stop the server first.
 */
import { optionsFromEnv } from './config';
import { openDatabase } from './db/database';
import { DataFolderLockedError } from './db/lock';
import { errorForLog } from './errors';
import { grantOperator, listOperators, revokeOperator } from './services/roles';

const USAGE = 'Usage: npm run operator -- grant <username> | revoke <username> | list';

/** Runs the command (`args` after `operator`); answers the exit code. */
export async function runOperatorCommand(args: string[]): Promise<number> {
  const [command, username, ...rest] = args;
  const needsName = command === 'grant' || command === 'revoke';
  if (!(needsName || command === 'list') || rest.length || needsName !== Boolean(username)) {
    console.error(USAGE);
    return 2;
  }
  const options = optionsFromEnv(process.env);
  let database;
  try {
    database = await openDatabase({
      dataDir: options.dataDir ?? 'data',
      databaseUrl: options.databaseUrl,
    });
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    console.error(
      `The embedded database in ${options.dataDir} is in use by a running izi server, and only one ` +
        'process may open it at a time. Stop the server, run this command again, then start the ' +
        `server again.\n(${error.message})`,
    );
    return 1;
  }
  try {
    if (command === 'list') {
      const operators = await listOperators(database.db);
      if (!operators.length) console.log('No operators.');
      for (const { username: name, grantedAt } of operators)
        console.log(`${name}\t(operator since ${grantedAt.toISOString()})`);
      return 0;
    }
    const done =
      command === 'grant'
        ? await grantOperator(database.db, username!, new Date())
        : await revokeOperator(database.db, username!);
    if (!done) {
      console.error(`No user is named ${JSON.stringify(username)}.`);
      return 1;
    }
    console.log(
      command === 'grant'
        ? done.changed
          ? `${done.username} is now an operator.`
          : `${done.username} was already an operator.`
        : done.changed
          ? `${done.username} is no longer an operator.`
          : `${done.username} was not an operator.`,
    );
    return 0;
  } catch (error) {
    console.error(`The operator command failed: ${errorForLog(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}
