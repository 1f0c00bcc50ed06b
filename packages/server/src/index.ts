/** The server as a library: for tests, the benchmark, and anyone embedding it. */
export { startServer } from './server';
export type { ServerOptions, RunningServer } from './server';
export { optionsFromEnv } from './config';
export { openDatabase, redactUrl } from './db/database';
export type { Database, Db } from './db/database';
export { DataFolderLockedError, lockDataFolder, LOCK_FILE_NAME } from './db/lock';
export { defaultRules } from './rules';
export type { Rules } from './rules';
export { DEMO_EMAIL, DEMO_PASSWORD, DEMO_USERNAME } from './seed';
export type { Logger, AiConfig } from './context';
