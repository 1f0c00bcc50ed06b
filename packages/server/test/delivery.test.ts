/**
 * Delivery: the build's files go out as the build compressed them (brotli or gzip, by
 * `Accept-Encoding`, with `Vary`), hashed assets are immutable and the page is revalidated, and
 * API answers of 1 kB or more are gzipped on the fly while small ones are not.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { get as httpGet } from 'node:http';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES } from '../src/http/middleware/compression';
import { fakeAppDir, startTestServer, type TestServer } from './helpers';

let t: TestServer;
let appDir: string;
const script = `console.log(${JSON.stringify('izi '.repeat(600))});`;
const page = `<!doctype html><title>izi test app</title><div id="root"></div>${'<!-- pad -->'.repeat(200)}`;

beforeAll(async () => {
  appDir = fakeAppDir();
  writeFileSync(join(appDir, 'assets', 'big-abcd1234.js'), script);
  writeFileSync(join(appDir, 'assets', 'big-abcd1234.js.br'), brotliCompressSync(script));
  writeFileSync(join(appDir, 'assets', 'big-abcd1234.js.gz'), gzipSync(script));
  writeFileSync(join(appDir, 'index.html'), page);
  writeFileSync(join(appDir, 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(appDir, 'index.html.gz'), gzipSync(page));
  t = await startTestServer({ staticDir: appDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(appDir, { recursive: true, force: true });
});

/** fetch decodes the body; the headers say what travelled. */
const get = (path: string, acceptEncoding: string, token?: string) =>
  fetch(t.url + path, {
    headers: {
      'Accept-Encoding': acceptEncoding,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });

describe('the build, precompressed', () => {
  it('sends brotli, gzip or the file itself as the browser accepts, always with Vary', async () => {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', null],
    ] as const) {
      const answer = await get('/assets/big-abcd1234.js', accepted);
      expect({ accepted, encoding: answer.headers.get('content-encoding') }).toEqual({
        accepted,
        encoding,
      });
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(answer.headers.get('content-type')).toMatch(/javascript/);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // The app's own protections stay on a compressed answer.
      expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await answer.text()).toBe(script);
    }
    const br = await get('/assets/big-abcd1234.js', 'br');
    expect(Number(br.headers.get('content-length'))).toBe(brotliCompressSync(script).length);
  });

  it('revalidates the page, compressed too, at / and at any app path', async () => {
    for (const path of ['/', '/index.html', '/wallet']) {
      const answer = await get(path, 'gzip, deflate, br');
      expect({ path, cacheControl: answer.headers.get('cache-control') }).toEqual({
        path,
        cacheControl: 'no-cache',
      });
      expect(answer.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await answer.text()).toBe(page);
    }
  });

  it('sends a small file without a compressed copy as it is', async () => {
    const answer = await get('/assets/app-1234.js', 'gzip, br');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toBe('console.log("app");');
  });
});

describe('API answers', () => {
  it('gzips an answer of 1 kB or more, and leaves a small one as it is', async () => {
    const { token } = await t.newUser();
    const plain = await get('/api/marketplace/items', 'identity', token);
    expect(plain.status).toBe(200);
    const size = Number(plain.headers.get('content-length'));
    expect(size).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const text = await plain.text();

    // Read raw, so the test sees the bytes that travelled.
    const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        httpGet(
          `${t.url}/api/marketplace/items`,
          { headers: { 'Accept-Encoding': 'gzip, deflate, br', Authorization: `Bearer ${token}` } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
            );
          },
        ).on('error', reject);
      },
    );
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(String(raw.headers['vary'])).toMatch(/accept-encoding/i);
    expect(raw.headers['cache-control']).toBe('no-store');
    expect(raw.body.length).toBeLessThan(size);
    expect(gunzipSync(raw.body).toString()).toBe(text);

    const small = await get('/api/wallet', 'gzip, deflate, br', token);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(Number(small.headers.get('content-length'))).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(await small.json()).toHaveProperty('iziDolBalance');
  });
});
