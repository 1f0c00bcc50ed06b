/** Sign-up, verification, login and logout in the mocks: a login starts a session, logout ends it. */
import {
  loginRequestSchema,
  logoutRequestSchema,
  signupRequestSchema,
  verifyEmailRequestSchema,
} from '@izi/api';
import { handlerMessages } from '../handler-texts';
import { bearerOf, fail, ok, readJson, route, type Scenario } from '../route';

/** The token a successful mock login returns. */
export const mockTokenFor = (username: string) => `mock-token.${encodeURIComponent(username)}`;

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const authHandlers = {
  login: (ctx) =>
    route('login', ctx, async ({ request }) => {
      const body = loginRequestSchema.safeParse(await readJson(request));
      if (!body.success) return fail(400, handlerMessages.badLogin);
      const token = mockTokenFor(body.data.username);
      ctx.db.startSession(token);
      return ok('login', { token });
    }),
  signup: (ctx) =>
    route('signup', ctx, async ({ request }) => {
      const body = signupRequestSchema.safeParse(await readJson(request));
      if (!body.success) return fail(400, handlerMessages.badSignup, { success: false });
      const { email } = body.data;
      return ok('signup', { success: true, message: handlerMessages.signedUp, email });
    }),
  verifyEmail: (ctx) =>
    route('verifyEmail', ctx, async ({ request }) => {
      const body = verifyEmailRequestSchema.safeParse(await readJson(request));
      if (!body.success)
        return ok('verifyEmail', { success: false, message: handlerMessages.badCode });
      return ok('verifyEmail', { success: true, message: handlerMessages.verified });
    }),
  // izi's own call, as the server answers it: no body, or `{ everywhere: true }`.
  logout: (ctx) =>
    route('logout', ctx, async ({ request }) => {
      const text = await request.text();
      const body = logoutRequestSchema.safeParse(text.trim() ? parseOrUndefined(text) : {});
      if (!body.success) return fail(400, handlerMessages.badRequest);
      ctx.db.endSession(bearerOf(request) ?? '');
      const everywhere = body.data.everywhere === true;
      return ok('logout', {
        success: true,
        message: everywhere ? handlerMessages.loggedOutEverywhere : handlerMessages.loggedOut,
      });
    }),
} satisfies Record<string, Scenario>;
