/**
 * Another dialect of the contract: what an independent backend that follows the spec to the
 * letter, but decides differently where it is silent, might send for the same state. The
 * `dialect` scenario of each call answers in it (see `scenarios.ts`), so that stories and tests
 * prove the client reads every answer the spec allows:
 *
 * - ids are prefixed text (`ch_0101`, `tx_0001`, `mk_01`, `sh_01`);
 * - numbers are decimal text (`"1250.50"`), percents and counts too;
 * - timestamps are epoch seconds or epoch milliseconds (every other transaction);
 * - enum-like values are spelled otherwise: jobs `taxi-driver` and `Programmer`, types `peta`,
 *   genders `female`, tokens by ticker or name (`DOT`, `iziDol`, `izi_dom`), transaction types in
 *   lower case;
 * - one character has a job, one transaction a type and a token, one medallion a type, and one
 *   marketplace item a job that the contract does not know;
 * - images are null, empty or missing; fields the spec does not list are added;
 * - every list carries ONE item the app cannot read (a number written as a word, a date that is
 *   not one), which the client leaves out and counts.
 */
import type * as api from '@izi/api';

/** Two decimals, as text: `1250.5` → `"1250.50"`. */
const decimal = (value: number) => value.toFixed(2);
/** `taxi_driver`-style words in another spelling: `TAXI_DRIVER` → `taxi-driver`. */
const kebab = (value: string) => value.toLowerCase().replace(/_/g, '-');
/** `PROGRAMMER` → `Programmer`, `TAXI_DRIVER` → `Taxi Driver`. */
const title = (value: string) =>
  value
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The dialect's id of a character, and back (what `POST /characters/{id}/sell` carries). */
export const dialectCharacterId = (id: number) => `ch_${String(id).padStart(4, '0')}`;
export const characterIdFromDialect = (id: string) =>
  Number(/^(?:ch_)?(\d+)$/.exec(id)?.[1] ?? NaN);

/** The calls whose list answers carry one unreadable item. */
export type DialectCall =
  'getCharacters' | 'getTransactions' | 'getMarketplaceItems' | 'getShopItems' | 'getMedallions';

/** What the dialect's answers hold that the app cannot show: one item per list. */
export const dialectUnreadable = {
  character: { field: 'energy', value: 'plenty' },
  transaction: { field: 'timestamp', value: 'the day before yesterday' },
  marketplaceItem: { field: 'priceDot', value: 'free' },
  shopItem: { field: 'stock', value: 'many' },
  medallion: { field: 'starLevel', value: 9 },
} as const;

/** The values the contract does not know, kept and shown as they came. */
export const dialectUnknown = {
  job: 'ASTRONAUT',
  transactionType: 'STAKING_REWARD',
  tokenType: 'USDT',
  medallionType: 'OMEGA',
} as const;

export const dialectWallet = (wallet: api.Wallet) => ({
  iziDolBalance: decimal(wallet.iziDolBalance),
  iziDotBalance: decimal(wallet.iziDotBalance),
  iziDomBalance: decimal(wallet.iziDomBalance),
  currency: 'iziDol', // not in the spec: ignored
});

export const dialectStats = (stats: api.Stats) => ({
  sevenDayIncome: decimal(stats.sevenDayIncome),
  totalValue: decimal(stats.totalValue),
  generatedAt: 1_749_892_320,
});

function character(c: api.Character, index: number) {
  return {
    id: dialectCharacterId(c.id),
    name: c.name,
    // The first character is of a job the contract does not know.
    job: index === 0 ? dialectUnknown.job : index % 2 ? kebab(c.job) : title(c.job),
    characterType: c.characterType.toLowerCase(),
    knowledge: String(c.knowledge),
    experience: String(c.experience),
    energy: String(c.energy),
    happiness: String(c.happiness),
    baseRate: decimal(c.baseRate),
    // No image at all (missing), or an empty one: the job's art stands in.
    ...(index % 3 === 0 ? {} : { image: index % 3 === 1 ? '' : c.image }),
    level: 1, // not in the spec
  };
}

export const dialectCharacters = (characters: readonly api.Character[]) => [
  ...characters.map(character),
  ...(characters[0]
    ? [
        {
          ...character(characters[0], 1),
          id: 'ch_broken',
          [dialectUnreadable.character.field]: dialectUnreadable.character.value,
        },
      ]
    : []),
];

const tokenSpellings: Record<api.Transaction['tokenType'], string[]> = {
  IZIDOL: ['iziDol', 'DOL'],
  IZIDOT: ['DOT', 'iziDot'],
  IZIDOM: ['izi_dom', 'DOM'],
};

function transaction(t: api.Transaction, index: number) {
  const ms = Date.parse(t.timestamp);
  return {
    id: `tx_${String(t.id).padStart(4, '0')}`,
    transactionType: index === 1 ? dialectUnknown.transactionType : t.transactionType.toLowerCase(),
    tokenType: index === 1 ? dialectUnknown.tokenType : tokenSpellings[t.tokenType][index % 2],
    amount: decimal(t.amount),
    // Epoch seconds and epoch milliseconds, in turn.
    timestamp: index % 2 ? ms : Math.floor(ms / 1000),
  };
}

export const dialectTransactions = (transactions: readonly api.Transaction[]) => {
  const list: Record<string, unknown>[] = transactions.map(transaction);
  if (transactions[0])
    list.splice(2, 0, {
      ...transaction(transactions[0], 0),
      id: 'tx_broken',
      [dialectUnreadable.transaction.field]: dialectUnreadable.transaction.value,
    });
  return list;
};

function marketplaceItem(item: api.MarketplaceItem, index: number) {
  return {
    id: `mk_${String(index + 1).padStart(2, '0')}`,
    name: item.name,
    description: item.description,
    imageUrl: null,
    applicableJob:
      index === 0
        ? dialectUnknown.job
        : index % 2
          ? kebab(item.applicableJob)
          : title(item.applicableJob),
    priceDot: decimal(item.priceDot),
    sku: `MK-${index + 1}`, // not in the spec
  };
}

export const dialectMarketplaceItems = (items: readonly api.MarketplaceItem[]) => [
  ...items.map(marketplaceItem),
  ...(items[0]
    ? [
        {
          ...marketplaceItem(items[0], items.length),
          [dialectUnreadable.marketplaceItem.field]: dialectUnreadable.marketplaceItem.value,
        },
      ]
    : []),
];

function shopItem(item: api.ShopItem, index: number) {
  return {
    id: `sh_${String(index + 1).padStart(2, '0')}`,
    name: item.name,
    description: item.description,
    // Null, empty, or the item's own picture, in turn.
    imageUrl: [null, '', item.imageUrl][index % 3],
    stock: String(item.stock),
    priceDol: decimal(item.priceDol),
    // A discount the backend leaves out rather than sending null.
    ...(item.discountPriceDol === null ? {} : { discountPriceDol: decimal(item.discountPriceDol) }),
    ...(item.discountCostDom === null ? {} : { discountCostDom: decimal(item.discountCostDom) }),
  };
}

export const dialectShopItems = (items: readonly api.ShopItem[]) => [
  ...items.map(shopItem),
  ...(items[0]
    ? [
        {
          ...shopItem(items[0], items.length),
          [dialectUnreadable.shopItem.field]: dialectUnreadable.shopItem.value,
        },
      ]
    : []),
];

function medallion(m: api.Medallion) {
  return {
    type: m.type.toLowerCase(),
    gender: m.gender === 'F' ? 'female' : 'male',
    starLevel: String(m.starLevel),
    capacity: String(m.capacity),
    characterCount: String(m.characterCount),
    imageUrl: null,
    nextLevel: m.nextLevel && {
      starLevel: String(m.nextLevel.starLevel),
      capacity: String(m.nextLevel.capacity),
      price: decimal(m.nextLevel.price),
    },
  };
}

export const dialectMedallions = (medallions: readonly api.Medallion[]) => [
  ...medallions.map(medallion),
  ...(medallions[0]
    ? [
        { ...medallion(medallions[0]), type: dialectUnknown.medallionType },
        {
          ...medallion(medallions[0]),
          [dialectUnreadable.medallion.field]: dialectUnreadable.medallion.value,
        },
      ]
    : []),
];
