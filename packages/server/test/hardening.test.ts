/**
 * What an attacker could try over HTTP, each reproduced: a request path that writes a line
 * of its own into the log (%0a, %0d, %00), bodies that are not JSON, source maps and dotfiles of the
 * build, headers and a slow body that hold a connection, and the security headers (CSP).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLogLine } from '../src/context';
import {
  codeFrom,
  fakeAppDir,
  freshStore,
  parseLog,
  spawnServer,
  startTestServer,
  type ChildServer,
  type TestServer,
} from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let t: TestServer;
let appDir: string;
beforeAll(async () => {
  appDir = fakeAppDir();
  cleanups.push(() => rmSync(appDir, { recursive: true, force: true }));
  // What a Vite build leaves beside the app: its manifest in a dot folder, source maps.
  mkdirSync(join(appDir, '.vite'));
  writeFileSync(join(appDir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"x.js"}}');
  writeFileSync(join(appDir, 'assets', 'app-1234.js.map'), '{"sourcesContent":["secret"]}');
  writeFileSync(join(appDir, '.env'), 'SECRET=1');
  t = await startTestServer({ staticDir: appDir });
  cleanups.push(() => t.close());
});

/**
 * Sends `head` over a raw socket exactly as written (no client normalises it), then `drip` every
 * `everyMs` until the server closes the connection; answers what came back and when it closed.
 */
function rawRequest(
  url: string,
  head: string,
  drip: string | null = null,
  everyMs = 200,
  giveUpMs = 8000,
): Promise<{ received: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const started = performance.now();
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server still held the connection after ${giveUpMs} ms: ${received}`));
    }, giveUpMs);
    socket.on('connect', () => {
      socket.write(head);
      if (drip !== null)
        timer = setInterval(() => {
          if (!socket.destroyed) socket.write(drip);
        }, everyMs);
    });
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {}); // a reset after the server's answer: 'close' follows
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: performance.now() - started });
    });
  });
}

const forged = '[verification] code for victim@example.com: 123456';
/** Request targets that try to end the log line and start a forged one. */
const injections = [
  `/api/x%0a${encodeURI(forged)}`,
  `/api/x%0d${encodeURI(forged)}`,
  `/api/x%00%0d%0a${encodeURI(forged)}`,
  `/api/x%0a{"time":"2025-01-01T00:00:00.000Z","level":"info","msg":"${encodeURI(forged)}"}`,
  `/api/x%E2%80%A8${encodeURI(forged)}`, // U+2028, a line separator to some viewers
];

describe('the log (log injection)', () => {
  it('is one JSON object a line, and a request path cannot write a line of its own', async () => {
    const before = t.log.lines.length;
    for (const target of injections) {
      const { received } = await rawRequest(
        t.url,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(received).toMatch(/^HTTP\/1\.1 404 /);
    }
    const lines = t.log.lines.slice(before);
    expect(lines).toHaveLength(injections.length);
    for (const line of lines) expect(line).not.toMatch(/[\n\r\0\u2028\u2029]/);
    const entries = parseLog(lines);
    for (const [index, entry] of entries.entries()) {
      expect(entry).toMatchObject({ level: 'info', method: 'GET', status: 404 });
      expect(entry['msg']).toMatch(/^GET \/api\/x%\S+ 404 [\d.]+ms$/);
      // The path as it was sent: still percent-encoded, with no space or control character.
      expect(entry['path']).toMatch(/^\/api\/x%[0-9A-Fa-f]{2}[\x21-\x7e]+$/);
      expect(entry['path']).toBe(new URL(injections[index]!, 'http://x').pathname);
    }
    expect(() => codeFrom(t.log.lines, 'victim@example.com')).toThrow('no code printed');
    expect(t.log.lines.join('\n')).not.toContain(forged);
    expect(entries.filter((entry) => 'event' in entry || 'code' in entry)).toEqual([]);

    // A real code: in the message for a person, and in fields of its own for a program.
    const { email } = await t.newUser();
    const printed = parseLog(t.log.lines).filter((entry) => entry['event'] === 'verification');
    expect(printed.at(-1)).toEqual({
      time: expect.any(String),
      level: 'info',
      msg: expect.stringMatching(/^\[verification\] code for \S+@example\.com: \d{6} \(/),
      event: 'verification',
      email,
      code: codeFrom(t.log.lines, email),
    });
  });

  it('escapes every control, line-breaking and reordering character of a value', () => {
    const nasty = 'a\nb\rc\0d\u001be\u007ff\u0085g\u2028h\u2029i\u202ej\u2066k"l\\m';
    const line = formatLogLine('warn', nasty, { path: nasty }, new Date(0));
    expect(line).toMatch(/^[\x20-\x7e]+$/); // one line of plain ASCII
    expect(JSON.parse(line)).toEqual({
      time: '1970-01-01T00:00:00.000Z',
      level: 'warn',
      msg: nasty,
      path: nasty,
    });
    // A field cannot overwrite the time, the level or the message.
    expect(JSON.parse(formatLogLine('info', 'm', { level: 'error', msg: 'x' }))).toMatchObject({
      level: 'info',
      msg: 'm',
    });
  });

  it('what the server process prints is JSON lines too, and a forged line never appears', async () => {
    const store = await freshStore();
    cleanups.push(() => store.dispose());
    const server = await spawnServer({ DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl });
    cleanups.push(() => server.stop('SIGKILL').then(() => {}));
    for (const target of injections)
      await rawRequest(
        server.url,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200)); // the child's output to arrive
    expect(await server.stop('SIGTERM')).toBe(0);
    const lines = server
      .output()
      .split(/\r\n|\n|\r|\u2028|\u2029/)
      .filter(Boolean);
    expect(() => parseLog(lines)).not.toThrow();
    expect(lines.filter((line) => line.includes('"path":"/api/x%'))).toHaveLength(
      injections.length,
    );
    expect(lines.some((line) => line.includes('listening on http://127.0.0.1:'))).toBe(true);
    expect(() => codeFrom(lines, 'victim@example.com')).toThrow('no code printed');
    expect(server.output()).not.toContain(forged);
  });
});

describe('bodies (not JSON)', () => {
  const login = JSON.stringify({ username: 'demo', password: 'wrong-password' });

  it('a body that is not application/json is refused with 415 before it is read', async () => {
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      'application/json-patch+json',
    ]) {
      const answer = await t.request('POST', '/api/auth/login', {
        raw: login,
        headers: { 'Content-Type': type },
      });
      expect({ type, status: answer.status, body: answer.body }).toEqual({
        type,
        status: 415,
        body: {
          message: 'The request body must be JSON, sent with Content-Type: application/json.',
        },
      });
    }
    // No Content-Type at all, over a raw socket (fetch would add text/plain).
    const { received } = await rawRequest(
      t.url,
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
        `Content-Length: ${login.length}\r\n\r\n${login}`,
    );
    expect(received).toMatch(/^HTTP\/1\.1 415 /);
  });

  it('application/json, with or without a charset, is read', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON'])
      expect(
        (
          await t.request('POST', '/api/auth/login', {
            raw: login,
            headers: { 'Content-Type': type },
          })
        ).body,
      ).toEqual({ message: 'Invalid username or password.' });
  });
});

describe('the build (source maps and dotfiles)', () => {
  it('serves no dotfile, no dot folder and no source map', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/%2Evite/manifest.json',
      '/.env',
      '/assets/app-1234.js.map',
      '/assets/app-1234.js%2emap',
      '/assets/app-1234.js.MAP',
      '/assets/../.vite/manifest.json',
    ]) {
      const answer = await t.request('GET', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(String(answer.body)).not.toContain('sourcesContent');
      expect(String(answer.body)).not.toContain('main.tsx');
    }
    // The app itself is still served.
    expect((await t.request('GET', '/assets/app-1234.js')).status).toBe(200);
    expect((await t.request('GET', '/')).body).toContain('izi test app');
  });
});

describe('headers', () => {
  it('the app carries a strict Content-Security-Policy and the usual protections', async () => {
    for (const path of ['/', '/wallet', '/assets/app-1234.js']) {
      const { headers } = await t.request('GET', path);
      const csp = headers.get('content-security-policy') ?? '';
      const directives = new Map(
        csp.split(';').map((part) => {
          const [name, ...values] = part.trim().split(/\s+/);
          return [name!, values.join(' ')];
        }),
      );
      expect(directives.get('default-src')).toBe("'self'");
      expect(directives.get('script-src')).toBe("'self'");
      expect(directives.get('style-src')).toBe("'self'");
      expect(directives.get('object-src')).toBe("'none'");
      expect(directives.get('base-uri')).toBe("'none'");
      expect(directives.get('frame-ancestors')).toBe("'none'");
      expect(directives.get('require-trusted-types-for')).toBe("'script'");
      expect(directives.get('trusted-types')).toBe("'none'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('API answers allow nothing to load or run', async () => {
    const { headers } = await t.request('GET', '/api/wallet');
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-type')).toBe('application/json');
  });
});

describe('slow clients (header and request timeouts)', () => {
  let server: ChildServer;
  beforeAll(async () => {
    const store = await freshStore();
    cleanups.push(() => store.dispose());
    server = await spawnServer({
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl,
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '2000',
    });
    cleanups.push(() => server.stop('SIGKILL').then(() => {}));
  });

  it('headers sent slowly, a header every 200 ms, get 408 and the connection is closed', async () => {
    const { received, closedAfterMs } = await rawRequest(
      server.url,
      'GET /api/wallet HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: 1\r\n',
    );
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(3500); // 1 s, checked every second
  });

  it('a body sent slowly, a byte every 200 ms, gets 408 and the connection is closed', async () => {
    const { received, closedAfterMs } = await rawRequest(
      server.url,
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{',
      ' ',
    );
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1900);
    expect(closedAfterMs).toBeLessThan(4500); // 2 s, checked every second
  });

  it('a request sent at once is answered as usual', async () => {
    const answer = await fetch(`${server.url}/api/wallet`);
    expect(answer.status).toBe(401);
  });
});
