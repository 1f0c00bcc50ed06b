/**
 * Sign-up, verification, login and logout in the mocks: a login starts a session, logout ends it.
 * Resend-code, forgot-password and reset-password answer as the server does (no mail is sent).
 */
import {
  authTexts,
  emailRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  verifyEmailRequestSchema,
} from '@izi/api';
import { handlerMessages } from '../handler-texts';
import { bearerOf, fail, ok, readJson, route, type Scenario } from '../route';

/** The token a successful mock login returns. */
export const mockTokenFor = (username: string) => `mock-token.${encodeURIComponent(username)}`;

/** The server's shortest password, which a reset keeps as signup does. */
const MIN_PASSWORD = 8;

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
  resendCode: (ctx) =>
    route('resendCode', ctx, async ({ request }) => {
      const body = emailRequestSchema.safeParse(await readJson(request));
      if (!body.success) return fail(400, handlerMessages.badRequest, { success: false });
      return ok('resendCode', { success: true, message: authTexts.codeResent });
    }),
  forgotPassword: (ctx) =>
    route('forgotPassword', ctx, async ({ request }) => {
      const body = emailRequestSchema.safeParse(await readJson(request));
      if (!body.success) return fail(400, handlerMessages.badRequest, { success: false });
      return ok('forgotPassword', { success: true, message: authTexts.resetCodeSent });
    }),
  resetPassword: (ctx) =>
    route('resetPassword', ctx, async ({ request }) => {
      const body = resetPasswordRequestSchema.safeParse(await readJson(request));
      if (!body.success) return fail(400, handlerMessages.badRequest, { success: false });
      if (body.data.password.length < MIN_PASSWORD)
        return fail(400, authTexts.shortPassword(MIN_PASSWORD), { success: false });
      return ok('resetPassword', { success: true, message: authTexts.passwordReset });
    }),
} satisfies Record<string, Scenario>;
