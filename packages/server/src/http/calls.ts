/**
 * What every call's handler is made of: the table of the calls the server answers (method, path,
 * whether a session is needed), the request's body and `:id` read against the contract, and the
 * answer or the refusal written as the contract says.
 */
import {
  calls,
  localeFromAcceptLanguage,
  requestSchemas,
  type CallName,
  type ExtensionAnswers,
  type ExtensionCallName,
  type ResponseOf,
} from '@izi/api';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import type { Refusal, Result, ServerContext } from '../context';
import type { Session } from '../services/auth';
import { json, type JsonAnswerVariables } from './json';
import { parseBody } from './validate';

/** What the middleware hands to a handler. */
export type ApiEnv = {
  Variables: { session: Session; token: string; api: true } & JsonAnswerVariables;
};
export type C = Context<ApiEnv>;

/** Every call the server answers: the contract's whole table. */
export const serverCalls = calls;
export type ServerCallName = CallName;

/** What a call answers as this server writes it (izi's own calls carry more than the client reads). */
type AnswerOf<N extends ServerCallName> = N extends ExtensionCallName
  ? ExtensionAnswers[N]
  : ResponseOf<N>;

/** A call's handler, given the request with its session (if the call needs one). */
export type Handler = (c: C) => Promise<Response>;
/** One product area's calls and their handlers, made for the server's context. */
export type Routes = { [N in ServerCallName]?: Handler };
export type Area = (ctx: ServerContext) => Routes;

/** The calls whose answer carries `success`: their refusals do too. */
const outcomeCalls = new Set<ServerCallName>([
  'signup',
  'verifyEmail',
  'resendCode',
  'forgotPassword',
  'resetPassword',
  'sellCharacter',
  'submitUsdtRequest',
  'upgradeMedallion',
  'buyCharacter',
  'checkout',
  'convertTokens',
  'approveUsdtRequest',
  'rejectUsdtRequest',
  'deliverOrder',
  'cancelOrder',
]);

/** The language a call answers in: its Accept-Language's (English without one). */
export const localeOf = (c: C) => localeFromAcceptLanguage(c.req.header('Accept-Language'));

interface AnswerOptions {
  status?: ContentfulStatusCode;
  inRequestLanguage?: boolean;
}

/**
 * A call's answer (200 unless `status` says otherwise). One `inRequestLanguage` has texts in the
 * language `localeOf` read, so it says it varies with Accept-Language: caches must key it by it.
 */
export const answer = <N extends ServerCallName>(
  c: C,
  _call: N,
  body: AnswerOf<N>,
  { status = 200, inRequestLanguage = false }: AnswerOptions = {},
) => json(c, body as object, status, inRequestLanguage ? { Vary: 'Accept-Language' } : undefined);

export function refusal(
  c: C,
  call: ServerCallName,
  { status, message }: Pick<Refusal, 'status' | 'message'>,
) {
  return json(c, outcomeCalls.has(call) ? { success: false, message } : { message }, status);
}

const bodySchemas = requestSchemas;

/** The request's JSON body, checked against the call's request schema. */
export async function bodyOf<N extends keyof typeof bodySchemas>(c: C, call: N) {
  return parseBody(bodySchemas[call], await c.req.text()) as
    { ok: true; data: z.output<(typeof bodySchemas)[N]> } | { ok: false; message: string };
}

/**
 * A call whose body goes to a service that answers a result: 400 naming the field for a body the
 * contract refuses, the service's refusal, or `answerOf` what it did.
 */
export async function withBody<N extends keyof typeof bodySchemas, T>(
  c: C,
  call: N,
  run: (data: z.output<(typeof bodySchemas)[N]>) => Promise<Result<T>>,
  answerOf: (value: T) => AnswerOf<N>,
) {
  const body = await bodyOf(c, call);
  if (!body.ok) return refusal(c, call, { status: 400, message: body.message });
  const result = await run(body.data);
  if (!result.ok) return refusal(c, call, result);
  return answer(c, call, answerOf(result.value));
}

/** The `:id` of the path: a positive 32-bit whole number, or NaN. */
function idOf(c: C): number {
  const raw = c.req.param('id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  return id <= 2 ** 31 - 1 ? id : NaN;
}

/**
 * A call on one thing, named by the `:id` of its path: 400 saying `badId` when that is not an id
 * (`idOf`), else what `run` answers for it.
 */
export async function withId(
  c: C,
  call: ServerCallName,
  badId: string,
  run: (id: number) => Promise<Response>,
): Promise<Response> {
  const id = idOf(c);
  if (Number.isNaN(id)) return refusal(c, call, { status: 400, message: badId });
  return run(id);
}

/** The signed-in user (a call behind `requireSession`). */
export const userOf = (c: C) => c.get('session').userId;
