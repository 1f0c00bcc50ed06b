import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expandCatalog, expandMessage, ids } from '../src/expand';
import { compact } from './compact.mjs';

const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
// Every message file of the server (the advisor's sentences, the mails).
const serverFolder = new URL('../../packages/server/src/', import.meta.url);
const serverSource = readdirSync(serverFolder, { recursive: true })
  .filter((path) => String(path).endsWith('.messages.ts'))
  .map((path) => readFileSync(new URL(String(path), serverFolder), 'utf8'))
  .join('\n');

describe("the app's catalogs (locales/compiled/app)", () => {
  const serverIds = [...serverSource.matchAll(/id: '([^']+)'/g)].map((match) => match[1]);

  it('hold every message but those only the server formats', () => {
    expect(serverIds.length).toBeGreaterThan(0);
    const all = Object.keys(read('../compiled/en.json'));
    expect(ids).toEqual(all.filter((id) => !serverIds.includes(id)).sort());
  });

  it("expand back to the compiled catalogs' messages, in every locale", () => {
    for (const locale of ['en', 'es', 'fa', 'ar']) {
      const whole = read(`../compiled/${locale}.json`);
      const expected = Object.fromEntries(ids.map((id) => [id, whole[id]]));
      expect(expandCatalog(read(`../compiled/app/${locale}.json`))).toEqual(expected);
    }
  });

  it('round-trip every kind of element', () => {
    const message = [
      { type: 0, value: 'You have ' },
      { type: 1, value: 'n' },
      {
        type: 6,
        value: 'count',
        options: {
          one: { value: [{ type: 0, value: 'one item' }] },
          other: { value: [{ type: 7 }, { type: 0, value: ' items' }] },
        },
        offset: 0,
        pluralType: 'cardinal',
      },
      { type: 2, value: 'price', style: 'currency' },
      { type: 8, value: 'b', children: [{ type: 1, value: 'name' }] },
    ];
    const small = compact(message);
    expect(small[0]).toBe('You have ');
    expect(small[1]).toEqual(['n']);
    expect(expandMessage(small)).toEqual(message);
    expect(compact([{ type: 0, value: 'Hello' }])).toBe('Hello');
    expect(expandMessage('Hello')).toEqual([{ type: 0, value: 'Hello' }]);
    expect(expandMessage(compact([]))).toEqual([]);
  });
});
