import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstScreenMessages } from './firstScreenMessages';
import { context, handlerOf } from './testing/hooks';

const module = '/app/locales/src/first.ts';
let folder = '';
let catalog = '';
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'izi-first-'));
  catalog = join(folder, 'fa.json');
  const messages = {
    'login.title': [{ type: 0, value: 'ورود' }],
    'login.quote': [{ type: 0, value: 'a "quoted" \\ text' }],
    'dashboard.title': [{ type: 0, value: 'داشبورد' }],
  };
  writeFileSync(catalog, JSON.stringify(messages));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Loads the module through the plugin, puts it in a chunk with `code`, and renders the chunk. */
function render(code: string, moduleIds = [module]) {
  const plugin = firstScreenMessages({ module, catalog });
  const loaded = handlerOf(plugin.load).call(context, module) as string;
  const chunk = { fileName: 'assets/index.js', moduleIds };
  const rendered = handlerOf(plugin.renderChunk).call(context, `${loaded}\n${code}`, chunk) as {
    code: string;
  } | null;
  return { loaded, rendered };
}

describe('firstScreenMessages', () => {
  it('keeps, in the entry, only the messages whose ids the chunk writes as literals', () => {
    const { rendered } = render(`t("login.title"); t('login.quote');`);
    const exported = rendered?.code.split('\n')[0] ?? '';
    const firstMessages = new Function(
      `${exported.replace('export const', 'const')}; return firstMessages;`,
    )();
    expect(firstMessages).toEqual({
      'login.title': [{ type: 0, value: 'ورود' }],
      'login.quote': [{ type: 0, value: 'a "quoted" \\ text' }],
    });
  });

  it('leaves other modules and chunks alone', () => {
    const plugin = firstScreenMessages({ module, catalog });
    expect(handlerOf(plugin.load).call(context, '/app/src/main.tsx')).toBeNull();
    expect(render('t("login.title")', ['/app/src/main.tsx']).rendered).toBeNull();
  });

  it('refuses a chunk that does not hold the placeholder exactly once', () => {
    const plugin = firstScreenMessages({ module, catalog });
    const chunk = { fileName: 'assets/index.js', moduleIds: [module] };
    expect(() => handlerOf(plugin.renderChunk).call(context, 'nothing here', chunk)).toThrow(
      'assets/index.js must hold',
    );
  });
});
