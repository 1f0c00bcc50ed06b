import { AUTH_TOKEN_STORAGE_KEY } from '@izi/api/storage-key';
import { LOCALE_STORAGE_KEY } from '@izi/locales';
import type { Page } from '@playwright/test';

/**
 * The keys the app keeps its state under in localStorage, taken from the modules that define
 * them: a page script receives them as an argument (it cannot import).
 */
export const storageKeys = { token: AUTH_TOKEN_STORAGE_KEY, locale: LOCALE_STORAGE_KEY } as const;

/** The token the app holds in this page, or null when signed out. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), storageKeys.token);
}

/** Puts `token` where the app looks for its session, as a returning person has it. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.evaluate(({ key, token }) => localStorage.setItem(key, token), {
    key: storageKeys.token,
    token,
  });
}
