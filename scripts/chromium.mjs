// Debian's Chromium, launched the same way by every tool here that drives a browser (the
// Storybook test-runner, the end-to-end suite, the CSP test and the benchmarks): never a
// downloaded browser. Each caller may still take another path from its own variable.
export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
