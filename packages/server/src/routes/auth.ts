/** Signup, email verification, login and logout. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ServerContext } from '../context';
import { answer, bodyOf, refusal, type C, type Routes } from '../http/calls';
import { messages } from '../messages';
import { login, logout, signup, verifyEmail } from '../services/auth';

/** The client's address, which signups and login failures are counted by. */
const addressOf = (c: C) => getConnInfo(c).remote.address ?? 'unknown';

export const authRoutes = (ctx: ServerContext) =>
  ({
    login: async (c) => {
      const body = await bodyOf(c, 'login');
      if (!body.ok) return refusal(c, 'login', { status: 400, message: body.message });
      const result = await login(ctx, body.data, addressOf(c));
      if (!result.ok) return refusal(c, 'login', result);
      return answer(c, 'login', { token: result.value });
    },
    signup: async (c) => {
      const body = await bodyOf(c, 'signup');
      if (!body.ok) return refusal(c, 'signup', { status: 400, message: body.message });
      const result = await signup(ctx, body.data, addressOf(c));
      if (!result.ok) return refusal(c, 'signup', result);
      return answer(
        c,
        'signup',
        { success: true, message: messages.signedUp, email: result.value.email },
        201,
      );
    },
    verifyEmail: async (c) => {
      const body = await bodyOf(c, 'verifyEmail');
      if (!body.ok) return refusal(c, 'verifyEmail', { status: 400, message: body.message });
      const result = await verifyEmail(ctx, body.data);
      if (!result.ok) return refusal(c, 'verifyEmail', result);
      return answer(c, 'verifyEmail', { success: true, message: result.value });
    },
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
