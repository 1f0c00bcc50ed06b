/** Fixtures, the in-memory db, handlers and scenarios; no msw/browser nor msw/node here. */
export * as fixtures from './fixtures';
export { createMockDb, dbMessages, salePriceOf } from './db';
export type { MockDb, MockDbSeed, MockDbState, DbResult } from './db';
export { createHandlers, successHandlers, handlerMessages, mockTokenFor } from './handlers';
export type { HandlerOptions } from './route';
export {
  scenario,
  scenarios,
  scenarioNames,
  handlersFor,
  scenarioMessages,
  dialectScenarios,
  SLOW_THEN_SUCCESS_MS,
} from './scenarios';
export { dialectCharacterId, dialectUnknown, dialectUnreadable } from './dialect';
export type { ScenarioName, ScenarioChoice } from './scenarios';
export {
  extensionScenario,
  extensionScenarios,
  extensionScenarioNames,
  extensionHandlersFor,
  extensionSuccessHandlers,
} from './extension-scenarios';
export type { ExtensionScenarioName, ExtensionScenarioChoice } from './extension-scenarios';
export { extensionMessages } from './extension-route';
export { DEFAULT_BASE_URL, UNAUTHORIZED_MESSAGE } from './route';
export type { MockContext, Scenario } from './route';
export {
  largeData,
  largeMarketplaceItems,
  largeShopItems,
  largeCharacters,
  largeTransactions,
  seededRandom,
} from './large';
export type { LargeSizes } from './large';
export { itemsIn, languageOf } from './catalog-language';
