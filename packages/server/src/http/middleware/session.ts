/** The session behind every call that needs one, and the income it has earned since. */
import type { MiddlewareHandler } from 'hono';
import type { ServerContext } from '../../context';
import { TOKEN_PATTERN } from '../../auth/secrets';
import { messages } from '../../messages';
import { authenticate } from '../../services/auth';
import { accrueIncome } from '../../services/income';
import type { ApiEnv } from '../calls';
import { json } from '../json';

/** A live session from the bearer token (401 without one); any income due is credited first. */
export function requireSession(ctx: ServerContext): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const token = /^Bearer (\S+)$/i.exec(header)?.[1];
    if (!token) return json(c, { message: messages.noToken }, 401);
    if (!TOKEN_PATTERN.test(token)) return json(c, { message: messages.badToken }, 401);
    const session = await authenticate(ctx, token);
    if (!session.ok) return json(c, { message: session.message }, 401);
    if (session.value.nextIncomeAt && session.value.nextIncomeAt <= ctx.now())
      await accrueIncome(ctx, session.value.userId);
    c.set('session', session.value);
    c.set('token', token);
    await next();
  };
}
