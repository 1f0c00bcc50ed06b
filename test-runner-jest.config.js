import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();

/** The Storybook test-runner on Debian's Chromium (no downloaded browser), two workers. */
export default {
  ...defaults,
  reporters: [...defaults.reporters, '<rootDir>/scripts/jest-summary-reporter.cjs'],
  testTimeout: 120_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--headless=new',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--font-render-hinting=none',
        ],
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
