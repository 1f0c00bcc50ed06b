import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const samplesSource = readFileSync(
  new URL('../../packages/ui/src/storybook/samples.messages.ts', import.meta.url),
  'utf8',
);

describe('the story-only messages', () => {
  const sampleIds = [...samplesSource.matchAll(/id: '([^']+)'/g)].map((match) => match[1]);

  it('are every id samples.messages.ts defines, in each locale of locales/stories', () => {
    expect(sampleIds.length).toBeGreaterThan(0);
    for (const locale of ['en', 'es', 'fa', 'ar']) {
      expect(Object.keys(read(`../stories/${locale}.json`)).sort()).toEqual([...sampleIds].sort());
    }
  });

  it('are in none of the production catalogs', () => {
    for (const locale of ['en', 'es', 'fa', 'ar']) {
      const ids = Object.keys(read(`../messages/${locale}.json`));
      expect(ids.filter((id) => id.startsWith('sample.') || sampleIds.includes(id))).toEqual([]);
    }
  });
});
