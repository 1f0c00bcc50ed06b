import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const defaults = getJestConfig();

/** The Storybook test-runner on Debian's Chromium (no downloaded browser), two workers. */
export default {
  ...defaults,
  reporters: [...defaults.reporters, '<rootDir>/scripts/jest-summary-reporter.cjs'],
  // One story's play, axe and screenshots in four locales: the 2,000-item catalogs take over a
  // minute on a quiet two-core machine, and ran past two under load in a full run.
  testTimeout: 240_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? chromiumPath,
        args: [...chromiumArgs, '--font-render-hinting=none'],
      },
      contextOptions: {
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'UTC',
      },
    },
  },
};
