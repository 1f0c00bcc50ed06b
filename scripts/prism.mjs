/**
 * Prism (`@stoplight/prism-cli`), a validating proxy no one here wrote, started in front of a
 * server's `/api`. The server's Prism test and the end-to-end suite both start it here.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A port free at this moment on 127.0.0.1 (Prism takes a port number, not 0). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

class PortTaken extends Error {}

function launch(document, upstream, port, errors) {
  const args = ['proxy', document, upstream, '-h', '127.0.0.1', '-p', String(port)];
  const child = spawn(
    join(root, 'node_modules/.bin/prism'),
    errors ? [...args, '--errors'] : args,
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines = [];
  const read = (chunk) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`Prism did not start within 90 s:\n${lines.join('\n')}`));
    }, 90_000);
    const listening = () => {
      if (!lines.some((line) => line.includes('Prism is listening'))) return;
      clearTimeout(timer);
      child.stdout.off('data', listening);
      child.stderr.off('data', listening);
      resolve({ url: `http://127.0.0.1:${port}`, process: child, lines });
    };
    child.stdout.on('data', listening);
    child.stderr.on('data', listening);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const said = lines.join('\n');
      // Another process can take the port between freePort's probe and Prism's own listen.
      const Failure = said.includes('EADDRINUSE') ? PortTaken : Error;
      reject(new Failure(`Prism exited (${code}) before listening:\n${said}`));
    });
  });
}

/**
 * Starts Prism proxying to `upstream`, checking each exchange against `document`; resolves once
 * it listens. With `errors`, an answer that breaks the document is replaced by Prism's report.
 * `pickPort` is for tests: it lets one hand Prism a port that is taken.
 */
export async function startPrism(document, upstream, { errors = false, pickPort = freePort } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(document, upstream, await pickPort(), errors);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}
