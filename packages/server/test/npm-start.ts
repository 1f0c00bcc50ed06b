/**
 * `npm start` (scripts/start.mjs) as a person runs it, for the tests that need the real
 * production build: started on a fresh store, stopped with its whole process group afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freshStore } from './helpers';

/** The repository's root folder. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const script = fileURLToPath(new URL('../scripts/start.mjs', import.meta.url));

/** The environment of a person's shell: none of Vitest's variables (NODE_ENV=test would make
 * Vite build React's development bundle). */
function shellEnvironment(extra: Record<string, string | undefined>) {
  const env: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(process.env))
    if (!/^(VITEST|NODE_ENV$|TEST$|MODE$|IZI_TEST_)/.test(key)) env[key] = value;
  return { ...env, ...extra };
}

export interface StartedApp {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  /** Resolves with the exit code once it has ended. */
  exited: Promise<number | null>;
}

/** Runs `npm start` until it listens; `cleanups` gets what stops it and removes its store. */
export async function runNpmStart(cleanups: (() => Promise<void> | void)[]): Promise<StartedApp> {
  const store = await freshStore();
  cleanups.push(() => store.dispose());
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: shellEnvironment({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl,
      STATIC_DIR: undefined,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // a group of its own, so that a failed test also stops the app's build
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start did not listen in time:\n${output}`)),
      280_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before listening:\n${output}`));
    });
  });
  return { url, child, output: () => output, exited };
}
