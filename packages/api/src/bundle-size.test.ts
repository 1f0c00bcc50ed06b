/**
 * What `@izi/api` adds to the app's browser bundle, minified and gzipped (esbuild, ESM, browser).
 *
 * The target is 8.25 kB for the client and the schemas together, and the test holds it: 8 kB
 * until the readers carried their written form for the OpenAPI document (a number's bounds, an
 * enum's values), which the document cannot learn any other way.
 * zod/mini is most of it, so the contract uses as few of its classes as it can: its refinements are
 * plain check functions (`tolerant-readers.ts`), the star levels an enum rather than a literal schema. The
 * request schemas (server and mocks only) are measured apart: the app never imports them, and tree
 * shaking leaves them out. The areas the client imports on first use (the marketplace, the shop,
 * the advisor, token conversion, the account with the operator's calls) are left out here (kept
 * external), as from the app's first load.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

const TARGET_BYTES = 8.25 * 1024;

/** Everything the app needs at run time: the client, its error, the constants and enum arrays. */
const APP_IMPORTS = `export {
  createApiClient, ApiError, isApiError, isUnauthorized,
  jobs, characterTypes, genders, transactionTypes, tokenTypes, usdtRequestTypes, starLevels,
  MAX_STAR_LEVEL, VERIFICATION_CODE_LENGTH, AUTH_TOKEN_STORAGE_KEY, UNKNOWN_API_ERROR_MESSAGE,
} from './index';`;

async function bundle(contents: string): Promise<{ code: string; gzipped: number }> {
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    write: false,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
    plugins: [
      {
        name: 'loaded-on-first-use',
        setup(build) {
          build.onResolve({ filter: /.*/ }, ({ kind, path }) =>
            kind === 'dynamic-import' ? { path, external: true } : undefined,
          );
        },
      },
    ],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild produced no output');
  return { code: output.text, gzipped: gzipSync(output.contents, { level: 9 }).byteLength };
}

describe('bundle size', () => {
  let app: { code: string; gzipped: number };
  let whole: { code: string; gzipped: number };

  beforeAll(async () => {
    [app, whole] = await Promise.all([bundle(APP_IMPORTS), bundle("export * from './index';")]);
    const kB = (bytes: number) => `${bytes} B (${(bytes / 1024).toFixed(2)} kB)`;
    console.info(
      `@izi/api gzipped: app imports ${kB(app.gzipped)}, whole package ${kB(whole.gzipped)}; ` +
        `target ${kB(TARGET_BYTES)}`,
    );
  });

  it('keeps what the app imports under the 8.25 kB target', () => {
    expect(app.gzipped).toBeLessThan(TARGET_BYTES);
  });

  it('leaves the request schemas out of the app bundle', () => {
    // `proof` is a key of the USDT deposit request schema and appears nowhere else.
    expect(app.code.includes('proof')).toBe(false);
    expect(whole.code.includes('proof')).toBe(true);
  });

  it('leaves the areas the client imports on first use out', async () => {
    expect(app.code.includes('/izishop/checkout')).toBe(false);
    const areas = [
      './marketplace/client',
      './shop/client',
      './advisor/client',
      './wallet/conversion',
      './operator/client',
    ];
    for (const module of areas) expect(app.code.includes(`import("${module}")`)).toBe(true);
    const later = await bundle("export { shopClient } from './shop/client';");
    expect(later.code.includes('/izishop/checkout')).toBe(true);
  });

  it("leaves the account's, the USDT request list's and the operator's paths out", async () => {
    expect(app.code).not.toMatch(/\/operator\/audit|\/usdt\/requests|"\/account"/);
    const later = await bundle("export { operatorClient } from './operator/client';");
    expect(later.code.includes('/operator/audit')).toBe(true);
  });

  it("leaves zod's refinement, literal and number check classes out of the app bundle", () => {
    expect(app.code).not.toMatch(
      /\$ZodCustom|\$ZodLiteral|\$ZodCheckGreaterThan|\$ZodCheckLessThan/,
    );
  });

  it('bundles no zod locale (zod/mini is imported as a namespace)', () => {
    expect(whole.code.includes('An unknown API error occurred')).toBe(true);
    expect(/Too small: expected|Invalid email address/.test(whole.code)).toBe(false);
  });
});
