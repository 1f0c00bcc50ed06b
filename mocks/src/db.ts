/**
 * The mock's in-memory state, alive for the page's life (or a test's), so that mock mode behaves
 * believably: selling removes the character and credits iziDot, an upgrade raises the star level
 * and debits iziDol, a USDT request moves iziDol; each adds its transaction and keeps the stats in
 * step. The stats follow the fixtures' model: `sevenDayIncome` is a week of the owned characters'
 * `baseRate`, and `totalValue` (USD) moves with iziDol at 1 USD; a sale changes no value, since it
 * only turns the character into its price in iziDot.
 */
import type * as api from '@izi/api';
import { characterTexts, medallionTexts, salePriceOf, walletTexts } from '@izi/api';
import * as fixtures from './fixtures';
import * as operatorFixtures from './operator/fixtures';
import { buildMedallion } from './medallion-tiers';

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

const round2 = (n: number) => Math.round(n * 100) / 100;
const refuse = (status: number, message: string) => ({ ok: false, status, message }) as const;

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

  function record(transaction: Omit<api.Transaction, 'id' | 'timestamp'>): api.Transaction {
    const id = Math.max(0, ...state.transactions.map((t) => t.id)) + 1;
    const added = { id, ...transaction, timestamp: now().toISOString() };
    state.transactions.unshift(added);
    return added;
  }

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
    /** Removes the character, credits iziDot and records a CHARACTER_SALE. */
    sellCharacter(id: number): DbResult<{ character: api.Character; price: number }> {
      const character = state.characters.find((c) => c.id === id);
      if (!character) return refuse(404, dbMessages.characterNotFound);
      const price = salePriceOf(character);
      state.characters = state.characters.filter((c) => c.id !== id);
      state.wallet.iziDotBalance = round2(state.wallet.iziDotBalance + price);
      const medallion = state.medallions.find((m) => m.type === character.characterType);
      if (medallion) medallion.characterCount = Math.max(0, medallion.characterCount - 1);
      const { stats } = state;
      stats.sevenDayIncome = Math.max(0, round2(stats.sevenDayIncome - character.baseRate * 7));
      record({ transactionType: 'CHARACTER_SALE', tokenType: 'IZIDOT', amount: price });
      return { ok: true, value: { character, price } };
    },
    /** Raises the star level with the chosen gender, debits iziDol, records a MEDALLION_UPGRADE. */
    upgradeMedallion({ type, gender }: api.UpgradeMedallionRequest): DbResult<api.Medallion> {
      const index = state.medallions.findIndex((m) => m.type === type);
      const current = state.medallions[index];
      if (!current) return refuse(404, dbMessages.medallionNotFound);
      const next = current.nextLevel;
      if (!next) return refuse(400, dbMessages.maxLevel);
      if (state.wallet.iziDolBalance < next.price) {
        return refuse(400, dbMessages.insufficientForUpgrade);
      }
      const upgraded = buildMedallion(type, next.starLevel, gender, current.characterCount);
      state.medallions[index] = upgraded;
      state.wallet.iziDolBalance = round2(state.wallet.iziDolBalance - next.price);
      state.stats.totalValue = round2(state.stats.totalValue - next.price);
      record({ transactionType: 'MEDALLION_UPGRADE', tokenType: 'IZIDOL', amount: next.price });
      return { ok: true, value: upgraded };
    },
    /**
     * USDT buys or sells iziDol one to one. The mock approves at once (no operator reviews it): a
     * deposit credits iziDol (CREDIT), a withdrawal debits it (DEBIT) and is refused beyond the
     * balance; the person's request list shows it approved.
     */
    submitUsdtRequest(request: api.UsdtRequest): DbResult<api.Transaction> {
      const { amount } = request;
      if (request.type === 'withdrawal' && amount > state.wallet.iziDolBalance) {
        return refuse(400, dbMessages.insufficientForWithdrawal);
      }
      const sign = request.type === 'deposit' ? 1 : -1;
      state.wallet.iziDolBalance = round2(state.wallet.iziDolBalance + sign * amount);
      state.stats.totalValue = round2(state.stats.totalValue + sign * amount);
      const transactionType = request.type === 'deposit' ? 'CREDIT' : 'DEBIT';
      const at = now().toISOString();
      state.usdtRequests.unshift({
        id: Math.max(0, ...state.usdtRequests.map((r) => r.id)) + 1,
        type: request.type,
        amount,
        proof: request.type === 'deposit' ? request.proof : null,
        address: request.type === 'withdrawal' ? request.address : null,
        state: 'approved',
        reason: null,
        createdAt: at,
        reviewedAt: at,
      });
      return { ok: true, value: record({ transactionType, tokenType: 'IZIDOL', amount }) };
    },
  };
}

export type MockDb = ReturnType<typeof createMockDb>;
