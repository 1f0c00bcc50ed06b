/** The signed-in person's account: name, email and roles (the app shows the console from them). */
import type { ServerContext } from '../context';
import { answer, userOf, type Routes } from '../http/calls';
import { getAccount } from '../services/roles';

export const accountRoutes = (ctx: ServerContext) =>
  ({
    getAccount: async (c) => answer(c, 'getAccount', await getAccount(ctx.db, userOf(c))),
  }) satisfies Routes;
