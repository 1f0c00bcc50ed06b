// The lint rules that carry the architecture: each must fire on the code it exists to refuse,
// and stay quiet on the way the project writes it. Linted in memory at paths inside the repo, so
// the real eslint.config.js decides which rules apply.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function problems(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const component = (body) =>
  `import { FormattedMessage } from 'react-intl';\nexport function Probe() {\n  return ${body};\n}\nexport { FormattedMessage };\n`;

describe('lint', () => {
  it('refuses literal text and literal accessible names in the JSX of ui and app', async () => {
    for (const path of ['packages/ui/src/primitives/Probe/Probe.tsx', 'app/src/shell/Probe.tsx']) {
      expect(await problems(path, component('<p>Hello</p>'))).toEqual([
        expect.stringMatching(/^formatjs\/no-literal-string-in-jsx/),
      ]);
      expect(await problems(path, component('<button aria-label="Close" />'))).toEqual([
        expect.stringMatching(/^formatjs\/no-literal-string-in-jsx/),
      ]);
      expect(
        await problems(
          path,
          component('<p><FormattedMessage id="probe.hello" defaultMessage="Hello" /></p>'),
        ),
      ).toEqual([]);
    }
  });

  it('keeps ui pure: no API, mocks, app or server state, by name or by relative path', async () => {
    const file = 'packages/ui/src/primitives/Probe/Probe.ts';
    for (const source of [
      '@izi/api',
      '@izi/mocks',
      'msw',
      '@izi/app',
      '@tanstack/react-query',
      '../../../../api/src/client',
      '../../../../../mocks/src/fixtures',
    ]) {
      expect(await problems(file, `import { x } from '${source}';\nexport { x };\n`)).toEqual([
        expect.stringMatching(/^no-restricted-imports/),
      ]);
    }
    expect(await problems(file, `export const data = fetch('/api/wallet');\n`)).toEqual([
      expect.stringMatching(/^no-restricted-globals/),
    ]);
    expect(
      await problems(file, `export const token = localStorage.getItem('authToken');\n`),
    ).toEqual([expect.stringMatching(/^no-restricted-globals/)]);
  });

  it('points the other layers the way ARCHITECTURE.md draws them', async () => {
    const cases = [
      ['packages/api/src/probe.ts', '@izi/ui'],
      ['packages/api/src/probe.ts', '@izi/mocks'],
      ['packages/api/src/probe.ts', 'react'],
      ['mocks/src/probe.ts', '@izi/ui'],
      ['app/src/probe.ts', '@izi/mocks'],
      ['app/src/probe.ts', '../../packages/ui/src/primitives'],
      ['app/src/probe.ts', '@vanilla-extract/css'],
      ['packages/server/src/probe.ts', '@izi/ui'],
      ['packages/server/src/probe.ts', '../../api/src/client'],
      ['app/src/probe.ts', '@izi/api/testing/api-errors'],
      ['packages/server/src/probe.ts', '@izi/api/testing/api-errors'],
    ];
    for (const [file, source] of cases) {
      expect(await problems(file, `import { x } from '${source}';\nexport { x };\n`), file).toEqual(
        [expect.stringMatching(/^no-restricted-imports/)],
      );
    }
    expect(
      await problems('app/src/probe.ts', `import { Button } from '@izi/ui';\nexport { Button };\n`),
    ).toEqual([]);
    // The shared test helpers are for tests: a server test may use them.
    const helper = `import { failureOf } from '@izi/api/testing/api-errors';\nexport { failureOf };\n`;
    expect(await problems('packages/server/test/probe.test.ts', helper)).toEqual([]);
  });

  /** A source file of each package but the domain. */
  const everyPackage = [
    'packages/ui/src/primitives/Probe/Probe.ts',
    'packages/api/src/probe.ts',
    'mocks/src/probe.ts',
    'packages/server/src/probe.ts',
    'app/src/probe.ts',
  ];

  it('keeps @izi/domain a leaf and lets every package import it', async () => {
    for (const source of [
      '@izi/api',
      '@izi/locales',
      'react',
      'zod/mini',
      'node:fs',
      '../../api/src/constants',
    ]) {
      expect(
        await problems(
          'packages/domain/src/probe.ts',
          `import { x } from '${source}';\nexport { x };\n`,
        ),
        source,
      ).toEqual([expect.stringMatching(/^no-restricted-imports/)]);
    }
    expect(
      await problems(
        'packages/domain/src/probe.ts',
        `import { jobs } from './values';\nexport { jobs };\n`,
      ),
    ).toEqual([]);
    for (const file of everyPackage) {
      expect(
        await problems(file, `import { jobs } from '@izi/domain';\nexport { jobs };\n`),
        file,
      ).toEqual([]);
    }
  });

  it("refuses a second list of the domain's fixed values, or an art path written by hand", async () => {
    const lists = [
      "export const types = ['PETA', 'BETA', 'ATA', 'ALPHA'] as const;",
      "export const jobs = ['PROGRAMMER', 'FARMER', 'CARPENTER'];",
      "export const kinds = ['CREDIT', 'CHARACTER_SALE', 'MEDALLION_UPGRADE'];",
      "export const tokens = ['IZIDOL', 'IZIDOT', 'IZIDOM'];",
      "export const genders = ['M', 'F'];",
      "export const modes = ['deposit', 'withdrawal'] as const;",
      "export const art = '/art/shop/item.svg';",
      'export const art = (job: string) => `/art/jobs/${job}.svg`;',
    ];
    for (const file of everyPackage) {
      for (const code of lists) {
        expect(await problems(file, `${code}\n`), `${file}: ${code}`).toEqual([
          expect.stringMatching(/^no-restricted-syntax: a fixed value of the product/),
        ]);
      }
    }
    expect(
      await problems('mocks/src/probe.ts', "export const convertible = ['IZIDOL', 'IZIDOT'];\n"),
    ).toEqual([]);
    expect(
      await problems(
        'packages/domain/src/probe.ts',
        "export const genders = ['M', 'F'] as const;\n",
      ),
    ).toEqual([]);
  });

  it("refuses zod's named z, which does not tree-shake, and accepts the namespace of zod/mini", async () => {
    const file = 'packages/api/src/probe.ts';
    expect(await problems(file, `import { z } from 'zod';\nexport { z };\n`)).toEqual([
      expect.stringMatching(/^no-restricted-imports/),
    ]);
    expect(await problems(file, `import * as z from 'zod/mini';\nexport { z };\n`)).toEqual([]);
  });

  it("refuses the browser's alert, confirm and prompt in ui and app", async () => {
    for (const code of ["alert('x');", "window.confirm('x');", "globalThis.prompt('x');"]) {
      expect(
        await problems('app/src/probe.ts', `export function f() {\n  ${code}\n}\n`),
      ).toHaveLength(1);
    }
  });

  it('refuses physical directions in styles and accepts logical ones', async () => {
    const file = 'packages/ui/src/primitives/Probe/Probe.css.ts';
    const styleOf = (body) =>
      `import { style } from '@vanilla-extract/css';\nexport const probe = style(${body});\n`;
    for (const body of [
      '{ marginLeft: 4 }',
      '{ paddingRight: 4 }',
      '{ left: 0 }',
      "{ textAlign: 'right' }",
      "{ float: 'left' }",
      '{ borderTopLeftRadius: 4 }',
      "{ 'margin-left': 4 }",
    ]) {
      expect(await problems(file, styleOf(body)), body).toEqual([
        expect.stringMatching(/^no-restricted-syntax/),
      ]);
    }
    expect(
      await problems(
        file,
        styleOf(
          "{ marginInlineStart: 4, paddingInlineEnd: 4, insetInlineStart: 0, textAlign: 'start', borderStartStartRadius: 4 }",
        ),
      ),
    ).toEqual([]);
  });
});
