/**
 * The contract in the open: the OpenAPI document at /api/openapi.json, and its reference page at
 * /api/docs drawn in Chromium from the installed Redoc bundle under the page's own policy: no
 * violation, no request to another origin, every call listed.
 */
import openApi from '@izi/api/openapi.json';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { startTestServer, type TestServer } from './helpers';

let t: TestServer;
let browser: Browser | undefined;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('the OpenAPI document and its reference page', () => {
  it('answers the committed document at /api/openapi.json, as an API answer', async () => {
    const { status, body, headers } = await t.request('GET', '/api/openapi.json');
    expect(status).toBe(200);
    expect(body).toEqual(openApi);
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('serves the page with scripts from its own origin only, and no inline script', async () => {
    const response = await fetch(`${t.url}/api/docs`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await response.text();
    expect(html).not.toMatch(/<script>/);
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await fetch(`${t.url}/api/docs/redoc.standalone.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
  });

  it(
    'draws every call in Chromium, offline, with no policy violation',
    { timeout: 120_000 },
    async () => {
      browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
      const page = await browser.newPage();
      const problems: string[] = [];
      const elsewhere: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // What reached a server: a request the policy refused never gets an answer.
      page.on('response', (response) => {
        if (!response.url().startsWith(t.url) && !response.url().startsWith('data:'))
          elsewhere.push(response.url());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP ${event.effectiveDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(`${t.url}/api/docs`);
      await page.getByRole('heading', { name: /izi API/, level: 1 }).waitFor({ timeout: 60_000 });
      const operations = Object.values(openApi.paths).flatMap((methods) =>
        Object.values(methods).map(
          (operation) => operation as { operationId: string; summary: string },
        ),
      );
      expect(operations.length).toBeGreaterThan(20);
      // Redoc draws the sections one after another: each call's heading, once it is there (izi's
      // own calls twice: under their area and under "izi's own"). Its name starts with the
      // heading's anchor link (`tag/Wallet/operation/getWallet`).
      for (const { operationId, summary } of operations)
        await page
          .getByRole('heading', {
            name: new RegExp(`/operation/${operationId} ${summary}$`),
            level: 2,
          })
          .first()
          .waitFor();
      // Redoc's credit line always asks for Redocly's logo from its CDN: the policy refuses it and
      // Redoc then leaves the image out. Nothing else may be refused or fail.
      const logo = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
      expect(problems.filter((problem) => !problem.includes(logo))).toEqual([]);
      expect(elsewhere).toEqual([]);
    },
  );
});
