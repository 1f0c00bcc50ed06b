/**
 * The `success` handler of every call, answering from the in-memory db, and `createHandlers`,
 * the full list that the browser worker, msw/node and Storybook serve.
 */
import { coreCallNames, type CoreCallName } from '@izi/api';
import type { HttpHandler } from 'msw';
import { advisorHandlers } from './advisor/handlers';
import { authHandlers } from './auth/handlers';
import { characterHandlers } from './characters/handlers';
import { extensionHandlersOver } from './extension-scenarios';
import { marketplaceHandlers } from './marketplace/handlers';
import { medallionHandlers } from './medallions/handlers';
import { contextOf, type HandlerOptions, type Scenario } from './route';
import { shopHandlers } from './shop/handlers';
import { walletHandlers } from './wallet/handlers';

export { handlerMessages } from './handler-texts';
export { mockTokenFor } from './auth/handlers';
export { contextOf, type HandlerOptions } from './route';

/** The `success` handler of each of the spec's calls and logout. */
export const successHandlers: Record<CoreCallName, Scenario> = {
  ...authHandlers,
  ...walletHandlers,
  ...characterHandlers,
  ...marketplaceHandlers,
  ...shopHandlers,
  ...advisorHandlers,
  ...medallionHandlers,
};

/** The `success` handler of every call (the spec's and izi's extensions), over one db. */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const context = contextOf(options);
  return [
    ...coreCallNames.map((call) => successHandlers[call](context)),
    ...extensionHandlersOver(context),
  ];
}
