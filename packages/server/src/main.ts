/**
 * `npm start` ends here (after building the app): the server on 127.0.0.1:${PORT:-8080}, the
 * app and `/api` from one origin, until SIGINT or SIGTERM. Everything it prints is the log's JSON
 * lines. Run as `main.mjs operator …` (`npm run operator`), it is the operator command instead.
 */
import { optionsFromEnv } from './config';
import { consoleLogger as log } from './context';
import { DataFolderLockedError } from './db/lock';
import { errorForLog } from './errors';
import { runOperatorCommand } from './operator-cli';
import { startServer, type RunningServer } from './server';

let server: RunningServer | null = null;
let stopping: string | null = null;

function stop(signal: string) {
  if (stopping) return;
  stopping = signal;
  if (!server) return; // still starting: stops as soon as it is up
  log.info(`izi server: ${signal}, stopping…`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      log.error('izi server: could not stop cleanly', {
        error: errorForLog(error, { stack: true }),
      });
      process.exit(1);
    },
  );
}

async function main() {
  const options = optionsFromEnv(process.env);
  log.info(
    options.databaseUrl
      ? 'izi server: starting on PostgreSQL (DATABASE_URL)…'
      : `izi server: starting on the embedded database in ${options.dataDir}…`,
  );
  if (options.ai) log.info(`izi server: the advisor asks the model ${options.ai.model}.`);
  const started = performance.now();
  server = await startServer(options);
  const serverSeconds = ((performance.now() - started) / 1000).toFixed(1);
  log.info(`izi server: ${server.database.where}`);
  log.info(
    `izi server: listening on ${server.url} (the app at ${server.url}/, the API under ${server.url}/api)`,
  );
  log.info(
    `izi server: ready ${process.uptime().toFixed(1)} s after start (the server's own start: ${serverSeconds} s). Ctrl-C stops it.`,
  );
  if (stopping) {
    const signal = stopping;
    stopping = null;
    stop(signal);
  }
}

if (process.argv[2] === 'operator') {
  void runOperatorCommand(process.argv.slice(3)).then((code) => process.exit(code));
} else {
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  main().catch((error: unknown) => {
    if (error instanceof DataFolderLockedError) log.error(`izi server: ${error.message}`);
    else log.error('izi server: could not start', { error: errorForLog(error) });
    process.exit(1);
  });
}
