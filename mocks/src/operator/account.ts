/** The signed-in person's account and own USDT requests in the mocks: a plain user by default. */
import { OPERATOR_ROLE } from '@izi/api';
import * as extension from '../extension-route';

const { extensionRoute, answer } = extension;

export const accountHandlers = {
  getAccount: (ctx) =>
    extensionRoute('getAccount', ctx, () => answer('getAccount', ctx.db.state.account)),
  getUsdtRequests: (ctx) =>
    extensionRoute('getUsdtRequests', ctx, () =>
      answer('getUsdtRequests', ctx.db.state.usdtRequests),
    ),
} satisfies Record<string, extension.ExtensionScenario>;

export const accountScenarios = {
  getAccount: {
    /** The person holds the operator role: the app shows the console. */
    operator: (ctx) =>
      extensionRoute('getAccount', ctx, () =>
        answer('getAccount', { ...ctx.db.state.account, roles: [OPERATOR_ROLE] }),
      ),
  },
  getUsdtRequests: {
    empty: (ctx) => extensionRoute('getUsdtRequests', ctx, () => answer('getUsdtRequests', [])),
  },
} satisfies Record<string, Record<string, extension.ExtensionScenario>>;
