/**
 * The mock's in-memory state, alive for the page's life (or a test's), and its session tokens:
 * one store, since one move touches several areas (a sale removes the character, credits iziDot
 * and lowers the week's income). What each area does to it lives in that area's folder
 * (`characters/selling.ts`, `medallions/upgrade.ts`, `wallet/usdt.ts`, `shop/cart.ts`, …). The
 * stats follow the fixtures' model: `sevenDayIncome` is a week of the owned characters'
 * `baseRate`, and `totalValue` (USD) moves with iziDol at 1 USD.
 */
import type * as api from '@izi/api';
import { characterTexts, medallionTexts, salePriceOf, walletTexts } from '@izi/api';
import * as fixtures from './fixtures';
import * as operatorFixtures from './operator/fixtures';

export interface MockDbState {
  wallet: api.Wallet;
  characters: api.Character[];
  transactions: api.Transaction[];
  stats: api.Stats;
  marketplaceItems: api.MarketplaceItem[];
  shopItems: api.ShopItem[];
  medallions: api.Medallion[];
  analysis: string;
  /** The iziShop cart (`shop/cart.ts`) and the orders of its checkouts. */
  cart: CartLineRequestWithId[];
  orders: api.Order[];
  /** The signed-in person's account and own USDT requests (`operator/account.ts`). */
  account: api.Account;
  usdtRequests: api.UsdtRequestRecord[];
  /** What an operator reviews: other people's requests and orders, and the audit (`operator/`). */
  operator: {
    requests: api.OperatorUsdtRequest[];
    orders: api.OperatorOrder[];
    audit: api.AuditEntry[];
  };
}

/** One line of the mock's cart, as `PUT /izishop/cart/lines/{itemId}` left it. */
interface CartLineRequestWithId {
  itemId: number;
  quantity: number;
  payWithDiscount: boolean;
}

/** Any part of the state to start from instead of the fixtures, and a clock for timestamps. */
export type MockDbSeed = Partial<MockDbState> & { now?: () => Date };

/** A refusal carries the HTTP status and the message the server would send. */
export type DbResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

/** The server's texts of the refusals the db makes. */
export const dbMessages = {
  characterNotFound: characterTexts.characterNotFound,
  medallionNotFound: medallionTexts.medallionNotFound,
  maxLevel: medallionTexts.maxLevel,
  insufficientForUpgrade: medallionTexts.insufficientForUpgrade,
  insufficientForWithdrawal: walletTexts.insufficientForWithdrawal,
} as const;

/** What selling a character pays, in iziDot: twenty days of its income (from `@izi/api`). */
export { salePriceOf };

function fixtureState(): MockDbState {
  return {
    wallet: fixtures.wallet,
    characters: [...fixtures.characters],
    transactions: [...fixtures.transactions],
    stats: fixtures.stats,
    marketplaceItems: [...fixtures.marketplaceItems],
    shopItems: [...fixtures.shopItems],
    medallions: [...fixtures.medallions],
    analysis: fixtures.analysis,
    cart: [],
    orders: [],
    account: operatorFixtures.account,
    usdtRequests: [...operatorFixtures.usdtRequests],
    operator: {
      requests: [...operatorFixtures.operatorUsdtRequests],
      orders: [...operatorFixtures.operatorOrders],
      audit: [...operatorFixtures.audit],
    },
  };
}

export function createMockDb(seed: MockDbSeed = {}) {
  const { now = () => new Date(), ...seedState } = seed;
  const initial = (): MockDbState => structuredClone({ ...fixtureState(), ...seedState });
  let state = initial();
  /** Tokens whose session logout ended: the signed-in calls answer 401 to them. */
  const endedTokens = new Set<string>();

  return {
    /** The live state; read it, or change it directly to set up a test. */
    get state(): MockDbState {
      return state;
    },
    /** The db's clock (the seed's `now`), for the timestamps other modules record. */
    now(): Date {
      return now();
    },
    /** Back to the seed (or the fixtures). */
    reset() {
      state = initial();
      endedTokens.clear();
    },
    /** A login (re)starts the session of its token. */
    startSession(token: string) {
      endedTokens.delete(token);
    },
    /** Logout: the token signs nothing in any more (a mock token is its user's only one). */
    endSession(token: string) {
      endedTokens.add(token);
    },
    isSessionEnded(token: string): boolean {
      return endedTokens.has(token);
    },
    characters(type?: api.CharacterType | null): api.Character[] {
      return type ? state.characters.filter((c) => c.characterType === type) : state.characters;
    },
  };
}

export type MockDb = ReturnType<typeof createMockDb>;
