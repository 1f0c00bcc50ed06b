/**
 * The contract as an OpenAPI 3.1 document, made from the call table and the schemas the client,
 * the mocks and the server share: never written by hand. Requests are described as the server
 * accepts them; answers as izi's server writes them (each tolerant reader's written form), and the
 * document's description says how much more the client reads.
 */
import * as z from 'zod/mini';
import type { CallSpec } from '../call-spec';
import { callAreas, requestSchemas, type CallName } from '../calls';
import { characterTypes } from '../constants';
import { operatorOrderFilters, operatorRequestFilters } from '../operator/requests';
import {
  readBoolean,
  readId,
  readImage,
  readText,
  readTimestamp,
  writtenFormOf,
} from '../tolerant-readers';

type JsonSchema = Record<string, unknown>;

/** An example of a call: the body it sends, the `:id` of its path, the answer it gets. */
export interface CallExample {
  request?: unknown;
  id?: string | number;
  answer?: unknown;
}

/** The query parameters the table does not carry: a list's one filter. */
const queryParameters: Partial<Record<CallName, { name: string; schema: JsonSchema }[]>> = {
  getCharacters: [{ name: 'type', schema: { type: 'string', enum: characterTypes } }],
  getOperatorUsdtRequests: [
    { name: 'state', schema: { type: 'string', enum: operatorRequestFilters } },
  ],
  getOperatorOrders: [{ name: 'state', schema: { type: 'string', enum: operatorOrderFilters } }],
};

/** The areas as the document's tags: a name and what the area holds, in the table's order. */
const areaTags: Record<keyof typeof callAreas, { name: string; description: string }> = {
  auth: { name: 'Accounts', description: 'Sign-up, email verification, login and logout.' },
  wallet: {
    name: 'Wallet',
    description: 'The three balances, transactions, stats, USDT requests and conversion.',
  },
  characters: { name: 'Characters', description: 'The characters a person owns, and selling one.' },
  marketplace: { name: 'Marketplace', description: 'Characters for sale, and buying one.' },
  shop: { name: 'iziShop', description: 'Goods, the cart held by the server, checkout, orders.' },
  advisor: { name: 'Advisor', description: "The AI advisor's analysis of a person's characters." },
  medallions: { name: 'Medallions', description: 'The four medallions and their upgrades.' },
  operator: {
    name: 'Operator',
    description:
      'Reviews of USDT requests and orders, and their audit: operators only (403 otherwise).',
  },
};
const IZI_TAG = "izi's own";

const description = `The wire contract of izi, generated from the schemas its client, mocks and server share.

Calls tagged "${IZI_TAG}" are izi's extensions of the product spec: a backend that follows only the
spec may answer them 404, 405 or 501, and the app then says the feature is not available yet.

**Reading answers.** The answers below are what izi's own server writes. izi's client reads more
liberally: a number may come as its text ("19.90"); an id as a number or a non-blank text; a date
as ISO 8601 text, any text a browser reads, or epoch seconds or milliseconds; an enum value in any
case or spelling (\`taxi-driver\`, \`TAXI_DRIVER\`), and an unknown value is kept, not refused;
an image as null, blank or missing (the app draws its own art); fields it does not know are
ignored. One unreadable item of a list is skipped and reported, never hiding the others.

**Refusals.** Every refusal is a JSON body \`{ "message": "…" }\` with a 4xx status: 400 a
request that breaks the contract, 401 no or an ended session, 403 a call the person may not make
(an operator's, or a review of their own), 404 an unknown id, 409 a conflict with the current
state (a balance too low, a name taken, a request already reviewed), 410 something gone (sold
out; an operator's unknown request or order, where 404 would say the call does not exist), 413 a
body too large, 429 too many attempts (with \`Retry-After\`).`;

/** The written form of the readers that are not made by a factory: their values as izi writes them. */
const writtenReaders = new Map<object, JsonSchema>([
  [readId, { type: 'integer' }],
  [readText, { type: 'string' }],
  [readBoolean, { type: 'boolean' }],
  [readImage, { type: ['string', 'null'] }],
  [readTimestamp, { type: 'string', format: 'date-time' }],
]);

/** A reader's written form, with an unbounded number's infinite bound left out. */
const writtenForm = (schema: object) => {
  const form = writtenReaders.get(schema) ?? writtenFormOf(schema);
  return (
    form &&
    Object.fromEntries(
      Object.entries(form).filter(([, value]) => typeof value !== 'number' || isFinite(value)),
    )
  );
};

/** The JSON Schema of `schema`: each reader as its written form, everything else as zod says. */
export function jsonSchemaOf(schema: z.ZodMiniType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const written = writtenForm(zodSchema);
      if (written) Object.assign(jsonSchema, written);
    },
  }) as JsonSchema;
  return json;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
});

/** The refusals a call may answer, by what it is: a body, an id, a session, a write. */
function refusals(name: CallName, spec: CallSpec) {
  const hasBody = name in requestSchemas;
  const hasId = spec.path.includes(':id');
  return {
    ...((hasBody || hasId || queryParameters[name]) && {
      400: errorResponse('The request breaks the contract.'),
    }),
    ...(spec.auth && { 401: errorResponse('No session, or it has ended.') }),
    ...(hasId && { 404: errorResponse('No such id.') }),
    ...(spec.method !== 'GET' && {
      409: errorResponse('Refused in the current state.'),
    }),
    ...(!spec.auth && { 429: errorResponse('Too many attempts: try again later.') }),
    default: errorResponse('Any other refusal or failure, with its message.'),
  };
}

function operation(
  area: keyof typeof callAreas,
  name: CallName,
  spec: CallSpec,
  example: CallExample = {},
) {
  const answer = jsonSchemaOf(spec.response);
  const body = (requestSchemas as Partial<Record<CallName, z.ZodMiniType>>)[name];
  const optionalAnswer = spec.response._zod.optin === 'optional';
  const parameters = [
    ...(spec.path.includes(':id')
      ? [
          {
            name: 'id',
            in: 'path',
            required: true,
            schema: { type: 'string' },
            ...(example.id !== undefined && { example: String(example.id) }),
          },
        ]
      : []),
    ...(queryParameters[name] ?? []).map((query) => ({ ...query, in: 'query', required: false })),
  ];
  return {
    operationId: name,
    summary: name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`),
    tags: [areaTags[area].name, ...(spec.origin === 'izi' ? [IZI_TAG] : [])],
    ...(!spec.auth && { security: [] }),
    ...(parameters.length > 0 && { parameters }),
    ...(body && {
      requestBody: {
        required: name !== 'logout',
        content: {
          'application/json': {
            schema: jsonSchemaOf(body),
            ...(example.request !== undefined && { example: example.request }),
          },
        },
      },
    }),
    responses: {
      200: {
        description: spec.list ? 'The list.' : 'The answer.',
        content: {
          'application/json': {
            schema: spec.list ? { type: 'array', items: answer } : answer,
            ...(example.answer !== undefined && { example: example.answer }),
          },
        },
      },
      ...(optionalAnswer && { 204: { description: 'Done, with no body.' } }),
      ...refusals(name, spec),
    },
  };
}

/** The document, with an example for each call that `examples` has one for. */
export function openApiDocument(examples: Partial<Record<CallName, CallExample>> = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [area, table] of Object.entries(callAreas) as [
    keyof typeof callAreas,
    Partial<Record<CallName, CallSpec>>,
  ][]) {
    for (const [name, spec] of Object.entries(table) as [CallName, CallSpec][]) {
      const path = spec.path.replace(':id', '{id}');
      (paths[path] ??= {})[spec.method.toLowerCase()] = operation(area, name, spec, examples[name]);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'izi API',
      version: '1.0.0',
      description,
      license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
    },
    servers: [{ url: '/api', description: 'The same origin as the app.' }],
    security: [{ bearer: [] }],
    tags: [
      ...Object.values(areaTags),
      {
        name: IZI_TAG,
        description: "izi's extensions: a backend that follows the spec may lack them.",
      },
    ],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token login answers, sent as `Authorization: Bearer <token>`.',
        },
      },
      schemas: {
        Refusal: {
          type: 'object',
          required: ['message'],
          properties: { message: { type: 'string', description: 'Why, in words a person reads.' } },
        },
      },
    },
  };
}
