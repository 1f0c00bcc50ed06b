import { expect, type Page } from '@playwright/test';

/**
 * Fails the test on a console error or an uncaught exception (a play that threw included): call
 * it first, and the function it returns at the end.
 */
export function failOnErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (entry) => {
    // The browser asks for /favicon.ico, which a static Storybook build has not.
    if (entry.type() === 'error' && !entry.location().url.endsWith('/favicon.ico'))
      errors.push(entry.text());
  });
  return () => expect(errors).toEqual([]);
}
