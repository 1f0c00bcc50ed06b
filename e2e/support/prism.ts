/**
 * Prism (`@stoplight/prism-cli`), a validating proxy no one here wrote, in front of a server's
 * `/api` with the committed OpenAPI document. The suite sends the app's API traffic through it
 * (test.ts): every request and answer Prism finds off the document fails the test that made it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Where each exchange Prism checked is counted, one line each (npm test's summary reads it). */
export const prismLog = join(root, 'test-results/prism-e2e.log');

export const openApiDocument = join(root, 'packages/api/src/openapi/openapi.json');

/** A port free at this moment on 127.0.0.1 (Prism takes a port number, not 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningPrism {
  /** http://127.0.0.1:<port>: a path there is the same path under the server's `/api`. */
  url: string;
  process: ChildProcess;
}

/** Starts Prism proxying to `serverUrl`'s `/api`; resolves once it listens. */
export async function startPrism(serverUrl: string): Promise<RunningPrism> {
  const port = await freePort();
  const child = spawn(
    join(root, 'node_modules/.bin/prism'),
    ['proxy', openApiDocument, `${serverUrl}/api`, '-h', '127.0.0.1', '-p', String(port)],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const said: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`Prism did not start within 90 s:\n${said.join('')}`));
    }, 90_000);
    const read = (chunk: Buffer) => {
      said.push(chunk.toString());
      if (said.join('').includes('Prism is listening')) {
        clearTimeout(timer);
        // Its log is not needed any more (the answers' headers carry the violations), but a
        // pipe left unread would fill and stop it.
        child.stdout!.resume();
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${code}) before listening:\n${said.join('')}`));
    });
  });
  child.stdout!.removeAllListeners('data');
  child.stderr!.removeAllListeners('data');
  child.stdout!.resume();
  child.stderr!.resume();
  return { url: `http://127.0.0.1:${port}`, process: child };
}
