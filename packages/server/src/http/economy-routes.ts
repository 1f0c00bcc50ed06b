/**
 * izi's own economy calls under `/api` (beyond the spec's 14; `economyCalls` in
 * `@izi/api/economy` gives their methods, paths and schemas): buying a marketplace character, the
 * iziShop cart, checkout and orders, conversion rates and converting tokens. Every one needs a
 * session. Their refusals are never 404 or 405, which tell a client the call does not exist (an
 * item that is gone is 410).
 */
import { API_BASE_PATH } from '@izi/api';
import {
  extensionCallNames as economyCallNames,
  calls as economyCalls,
  requestSchemas as economyRequestSchemas,
  type ExtensionAnswers as EconomyAnswers,
  type ExtensionCallName as EconomyCallName,
} from '@izi/api';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type * as z from 'zod/mini';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Refusal, ServerContext } from '../context';
import { messages } from '../messages';
import {
  buyCharacter,
  checkout,
  conversionRates,
  convertTokens,
  getCart,
  listOrders,
  removeCartLine,
  setCartLine,
  tokenName,
} from '../services/shop';
import type { Session } from '../services/accounts';
import { json } from './json';
import { parseBody } from './validate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type C = Context<{ Variables: { session: Session } & Record<string, any> }>;

/** The calls whose answer carries `success`: their refusals do too. */
const outcomeCalls = new Set<EconomyCallName>(['buyCharacter', 'checkout', 'convertTokens']);

const answer = <N extends EconomyCallName>(c: C, _call: N, body: EconomyAnswers[N]) =>
  json(c, body as object, 200);

const refusal = (
  c: C,
  call: EconomyCallName,
  { status, message }: Pick<Refusal, 'status' | 'message'>,
) =>
  json(
    c,
    outcomeCalls.has(call) ? { success: false, message } : { message },
    status as ContentfulStatusCode,
  );

/** The `:id` of the path: a positive 32-bit whole number, or NaN. */
function idOf(c: C): number {
  const raw = c.req.param('id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  return id <= 2 ** 31 - 1 ? id : NaN;
}

type BodyCall = keyof typeof economyRequestSchemas;

async function bodyOf<N extends BodyCall>(c: C, call: N) {
  return parseBody(economyRequestSchemas[call], await c.req.text()) as
    | { ok: true; data: z.output<(typeof economyRequestSchemas)[N]> }
    | { ok: false; message: string };
}

/**
 * Adds the economy calls to `app` behind `requireSession`; answers each route with its method,
 * for the 405 that `app.ts` gives any other method on it.
 */
export function addEconomyRoutes<E extends object>(
  app: Hono<E>,
  ctx: ServerContext,
  requireSession: MiddlewareHandler<E>,
): [route: string, method: string][] {
  const userOf = (c: C) => c.get('session').userId;

  const handlers: Record<EconomyCallName, (c: C) => Promise<Response>> = {
    buyCharacter: async (c) => {
      const id = idOf(c);
      if (Number.isNaN(id))
        return refusal(c, 'buyCharacter', { status: 400, message: messages.badItemId });
      const body = await bodyOf(c, 'buyCharacter');
      if (!body.ok) return refusal(c, 'buyCharacter', { status: 400, message: body.message });
      const result = await buyCharacter(ctx, userOf(c), id, body.data);
      if (!result.ok) return refusal(c, 'buyCharacter', result);
      return answer(c, 'buyCharacter', {
        success: true,
        message: messages.bought(result.value.name, result.value.characterType),
        character: result.value,
      });
    },
    getCart: async (c) => answer(c, 'getCart', await getCart(ctx, userOf(c))),
    setCartLine: async (c) => {
      const id = idOf(c);
      if (Number.isNaN(id))
        return refusal(c, 'setCartLine', { status: 400, message: messages.badItemId });
      const body = await bodyOf(c, 'setCartLine');
      if (!body.ok) return refusal(c, 'setCartLine', { status: 400, message: body.message });
      const result = await setCartLine(ctx, userOf(c), id, body.data);
      if (!result.ok) return refusal(c, 'setCartLine', result);
      return answer(c, 'setCartLine', result.value);
    },
    removeCartLine: async (c) => {
      const id = idOf(c);
      if (Number.isNaN(id))
        return refusal(c, 'removeCartLine', { status: 400, message: messages.badItemId });
      return answer(c, 'removeCartLine', await removeCartLine(ctx, userOf(c), id));
    },
    checkout: async (c) => {
      const result = await checkout(ctx, userOf(c));
      if (!result.ok) return refusal(c, 'checkout', result);
      const items = result.value.lines.reduce((sum, line) => sum + line.quantity, 0);
      return answer(c, 'checkout', {
        success: true,
        message: messages.ordered(items),
        order: result.value,
      });
    },
    getOrders: async (c) => answer(c, 'getOrders', await listOrders(ctx, userOf(c))),
    getConversionRates: async (c) =>
      answer(c, 'getConversionRates', { rates: conversionRates(ctx) }),
    convertTokens: async (c) => {
      const body = await bodyOf(c, 'convertTokens');
      if (!body.ok) return refusal(c, 'convertTokens', { status: 400, message: body.message });
      const result = await convertTokens(ctx, userOf(c), body.data);
      if (!result.ok) return refusal(c, 'convertTokens', result);
      const { from, to, amount, received } = result.value;
      return answer(c, 'convertTokens', {
        success: true,
        message: messages.converted(amount, tokenName(from), received, tokenName(to)),
        ...result.value,
      });
    },
  };

  return economyCallNames.map((name) => {
    const { method, path } = economyCalls[name];
    const route = API_BASE_PATH + path;
    app.on(method, route, requireSession, handlers[name] as unknown as MiddlewareHandler<E>);
    return [route, method];
  });
}
