/**
 * The suite's Prism check can fail: a call off the OpenAPI document, made from the page as the
 * app's calls are, is reported with what Prism found. (Every other spec fails on any such report.)
 */
import { expect, test } from './support/test';

test('Prism reports a request off the OpenAPI document', async ({ page, problems, open }) => {
  await open({ locale: 'en' });
  problems.expect(/^\/api\/auth\/login$/, 400);
  problems.expectViolation(/^\/api\/auth\/login$/);
  const status = await page.evaluate(async () => {
    const answer = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      // The document says a username is a string.
      body: JSON.stringify({ username: 5, password: 'x' }),
    });
    return answer.status;
  });
  expect(status).toBe(400);
  expect(problems.violations).toEqual([
    expect.stringMatching(
      /^Prism: POST \/api\/auth\/login -> 400 is off the OpenAPI document: .*username/,
    ),
  ]);
});
