/**
 * Property-based fuzzing of every request body and path id (fast-check): arbitraries made from the
 * OpenAPI document's request schemas, mixed with hostile text and numbers, any JSON and text that
 * is not JSON. The server must answer every one with a 2xx, or a 4xx with a `message`, never a
 * 5xx; and a refused request must change nothing the person can see.
 */
import openApi from '@izi/api/openapi.json';
import { calls, pathWithId, type CallName } from '@izi/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
};

const RUNS_PER_CALL = 30;

const hostileText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\n\r\t',
  '\u202e\u200b',
  'a'.repeat(20_000),
  '💥'.repeat(300),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
);
const hostileNumber = fc.constantFrom(
  0,
  -0,
  -1,
  0.1 + 0.2,
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 2,
  99,
  100,
  1_000_000_000,
);
const hostileId = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  'NaN',
  '1e3',
  '99999999999999999999999',
  '..',
  '%2e%2e',
  ' ',
  '\u0000',
  'a'.repeat(3000),
  "1' OR '1'='1",
);

/** Values that fit the schema now and then, and break it in every way otherwise. */
function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map(arbitraryOf));
  if ('const' in schema) return fc.oneof(fc.constant(schema.const), hostileText);
  if (schema.enum)
    return fc.oneof(fc.constantFrom(...schema.enum), hostileText, fc.string({ maxLength: 12 }));
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const known = fc.record(
        Object.fromEntries(properties.map(([key, value]) => [key, arbitraryOf(value)])),
        { requiredKeys: [] },
      );
      // Now and then a key the contract does not know, or an object where a value was expected.
      return fc
        .oneof(
          { weight: 4, arbitrary: known },
          { weight: 1, arbitrary: fc.tuple(known, fc.dictionary(fc.string(), fc.jsonValue())) },
        )
        .map((value) => (Array.isArray(value) ? { ...value[1], ...value[0] } : value));
    }
    case 'string':
      return fc.oneof(
        fc.string(),
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        hostileText,
        fc.integer(),
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: true }), fc.integer(), hostileNumber, fc.constant('12'));
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 0, null));
    default:
      return fc.jsonValue();
  }
}

/** A body: one made from the schema, any JSON value, or text that is not JSON. */
const bodyOf = (schema: JsonSchema) =>
  fc.oneof(
    { weight: 6, arbitrary: arbitraryOf(schema).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('{', '', '{"a":', '\u0000', 'null', '[]', '"x"') },
  );

const requestSchemas = new Map<CallName, JsonSchema>(
  Object.values(openApi.paths).flatMap((methods) =>
    Object.values(methods).flatMap((operation) => {
      const { operationId, requestBody } = operation as {
        operationId: CallName;
        requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
      };
      return requestBody ? [[operationId, requestBody.content['application/json'].schema]] : [];
    }),
  ) as [CallName, JsonSchema][],
);

/** Every call that takes a body or an id, but logout (fuzzed apart, on sessions of its own). */
const fuzzed = (Object.keys(calls) as CallName[]).filter(
  (name) => name !== 'logout' && (requestSchemas.has(name) || calls[name].path.includes(':id')),
);

let t: TestServer;
let person: { token: string; username: string; password: string };
const tally = { requests: 0, serverErrors: 0, refused: 0 };

beforeAll(async () => {
  t = await startTestServer();
  person = await t.newUser();
});
afterAll(async () => {
  // The counts for the record (the CI log keeps them).
  console.log(
    `fuzzing: ${tally.requests} requests, ${tally.refused} refused, ${tally.serverErrors} server errors`,
  );
  await t?.close();
});

/** What the person can see: balances, characters, medallions, transactions, cart, orders. */
async function stateOf(token: string) {
  const paths = [
    '/wallet',
    '/characters',
    '/medallions',
    '/transactions',
    '/izishop/cart',
    '/izishop/orders',
  ];
  return Promise.all(
    paths.map(async (path) => (await t.request('GET', `/api${path}`, { token })).body as unknown),
  );
}

async function send(
  name: CallName,
  id: string | undefined,
  body: string | undefined,
  token?: string,
) {
  const spec = calls[name];
  const path = id === undefined ? spec.path : pathWithId(spec, id);
  const answer = await t.request(spec.method, `/api${path}`, {
    ...(spec.auth && { token }),
    ...(body !== undefined && { raw: body }),
  });
  tally.requests += 1;
  if (answer.status >= 500) tally.serverErrors += 1;
  else if (answer.status >= 400) tally.refused += 1;
  return answer;
}

function expectAnswered(answer: { status: number; body: unknown }, what: string) {
  expect(answer.status, what).toBeLessThan(500);
  if (answer.status >= 400)
    expect(typeof (answer.body as { message?: unknown })?.message, what).toBe('string');
}

describe('fuzzing every request body and path id', () => {
  it.each(fuzzed)(
    '%s: a 2xx, or a 4xx with a message; a refusal changes nothing',
    async (name) => {
      const schema = requestSchemas.get(name);
      const hasId = calls[name].path.includes(':id');
      let seen = await stateOf(person.token);
      await fc.assert(
        fc.asyncProperty(
          hasId
            ? fc.oneof(fc.integer({ min: -5, max: 200 }).map(String), fc.string(), hostileId)
            : fc.constant(undefined),
          schema ? bodyOf(schema) : fc.constant(undefined),
          async (id, body) => {
            const answer = await send(name, id, body, person.token);
            const what = `${name} ${id ?? ''} ${body?.slice(0, 200) ?? ''} -> ${answer.status}`;
            expectAnswered(answer, what);
            const now = await stateOf(person.token);
            if (answer.status >= 400) expect(now, what).toEqual(seen);
            seen = now;
          },
        ),
        { numRuns: RUNS_PER_CALL },
      );
    },
    300_000,
  );

  it('logout: a 2xx, or a 4xx with a message, whatever its body', async () => {
    const schema = requestSchemas.get('logout')!;
    await fc.assert(
      fc.asyncProperty(bodyOf(schema), async (body) => {
        const { body: login } = await t.request('POST', '/api/auth/login', {
          body: { username: person.username, password: person.password },
        });
        const answer = await send('logout', undefined, body, (login as { token: string }).token);
        expectAnswered(answer, `logout ${body.slice(0, 200)} -> ${answer.status}`);
      }),
      { numRuns: 10 },
    );
  }, 120_000);
});
