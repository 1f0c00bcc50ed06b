/** Signup, email verification, login and logout, and the ways back in by mail. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ServerContext } from '../context';
import { answer, bodyOf, localeOf, refusal, withBody, type C, type Routes } from '../http/calls';
import { messages } from '../messages';
import { login, logout, signup, verifyEmail } from '../services/auth';
import { forgotPassword, resendCode, resetPassword } from '../services/recovery';

/** The client's address, which signups and login failures are counted by. */
const addressOf = (c: C) => getConnInfo(c).remote.address ?? 'unknown';
const done = (message: string) => ({ success: true, message });

export const authRoutes = (ctx: ServerContext) =>
  ({
    login: (c) =>
      withBody(
        c,
        'login',
        (body) => login(ctx, body, addressOf(c), localeOf(c)),
        (token) => ({ token }),
      ),
    signup: async (c) => {
      const body = await bodyOf(c, 'signup');
      if (!body.ok) return refusal(c, 'signup', { status: 400, message: body.message });
      const result = await signup(ctx, body.data, addressOf(c), localeOf(c));
      if (!result.ok) return refusal(c, 'signup', result);
      return answer(
        c,
        'signup',
        { success: true, message: messages.signedUp, email: result.value.email },
        { status: 201 },
      );
    },
    verifyEmail: (c) => withBody(c, 'verifyEmail', (body) => verifyEmail(ctx, body), done),
    resendCode: (c) =>
      withBody(c, 'resendCode', (body) => resendCode(ctx, body, addressOf(c), localeOf(c)), done),
    forgotPassword: (c) =>
      withBody(
        c,
        'forgotPassword',
        (body) => forgotPassword(ctx, body, addressOf(c), localeOf(c)),
        done,
      ),
    resetPassword: (c) =>
      withBody(c, 'resetPassword', (body) => resetPassword(ctx, body, localeOf(c)), done),
    // The body is optional: none ends this session only.
    logout: async (c) => {
      let everywhere = false;
      if ((await c.req.text()).trim()) {
        const body = await bodyOf(c, 'logout');
        if (!body.ok) return refusal(c, 'logout', { status: 400, message: body.message });
        everywhere = body.data.everywhere === true;
      }
      await logout(ctx, c.get('token'), everywhere);
      return answer(c, 'logout', {
        success: true,
        message: everywhere ? messages.loggedOutEverywhere : messages.loggedOut,
      });
    },
  }) satisfies Routes;
