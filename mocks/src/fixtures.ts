/**
 * Realistic, complete data for every entity of the contract. Every value here is checked against
 * the api schemas by `fixtures.test.ts`, so the fixtures cannot drift from the contract.
 */
import type {
  ApiLocale,
  Character,
  CharacterType,
  MarketplaceItem,
  Medallion,
  ShopItem,
  Stats,
  Transaction,
  Wallet,
} from '@izi/api';
import { characterImagePath, marketplaceCatalog, shopCatalog } from '@izi/domain';
import { buildMedallion } from './medallion-tiers';

export { allMedallions, medallionsByLevel, buildMedallion, nextLevelOf } from './medallion-tiers';

export const wallet: Wallet = { iziDolBalance: 1250.5, iziDotBalance: 8430.75, iziDomBalance: 320 };

/** The name of the longest-named character, for layout stories. */
export const longCharacterName =
  'Maximilian Alexander Bartholomew Fitzgerald-Worthington, Master Mechanic of the Northern Provinces';
/** A Persian name (right-to-left script inside any locale). */
export const persianCharacterName = 'سارا کشاورز مهربان';

/** Twelve characters: every job, every type, with and without an image, one long and one Persian name. */
export const characters: readonly Character[] = [
  {
    id: 101,
    name: 'Ada Byte',
    image: characterImagePath('PROGRAMMER'),
    job: 'PROGRAMMER',
    characterType: 'PETA',
    knowledge: 82,
    experience: 64,
    energy: 90,
    happiness: 75,
    baseRate: 6.5,
  },
  {
    id: 102,
    name: persianCharacterName,
    image: characterImagePath('FARMER'),
    job: 'FARMER',
    characterType: 'PETA',
    knowledge: 45,
    experience: 70,
    energy: 55,
    happiness: 88,
    baseRate: 5,
  },
  {
    id: 103,
    name: 'Chef Lorenzo',
    image: null,
    job: 'CHEF',
    characterType: 'PETA',
    knowledge: 60,
    experience: 35,
    energy: 100,
    happiness: 60,
    baseRate: 5.25,
  },
  {
    id: 104,
    name: longCharacterName,
    image: characterImagePath('MECHANIC'),
    job: 'MECHANIC',
    characterType: 'PETA',
    knowledge: 30,
    experience: 95,
    energy: 12,
    happiness: 40,
    baseRate: 7.75,
  },
  {
    id: 105,
    name: 'Bella Posts',
    image: characterImagePath('BLOGGER'),
    job: 'BLOGGER',
    characterType: 'BETA',
    knowledge: 70,
    experience: 50,
    energy: 65,
    happiness: 92,
    baseRate: 12,
  },
  {
    id: 106,
    name: 'Hana Shears',
    image: null,
    job: 'HAIRDRESSER',
    characterType: 'BETA',
    knowledge: 55,
    experience: 80,
    energy: 0,
    happiness: 20,
    baseRate: 14.5,
  },
  {
    id: 107,
    name: 'Nora Care',
    image: characterImagePath('NURSE'),
    job: 'NURSE',
    characterType: 'ATA',
    knowledge: 91,
    experience: 77,
    energy: 68,
    happiness: 81,
    baseRate: 26,
  },
  {
    id: 108,
    name: 'Theo Lessons',
    image: characterImagePath('TUTOR'),
    job: 'TUTOR',
    characterType: 'ATA',
    knowledge: 100,
    experience: 100,
    energy: 100,
    happiness: 100,
    baseRate: 28.4,
  },
  {
    id: 109,
    name: 'Tariq Rides',
    image: null,
    job: 'TAXI_DRIVER',
    characterType: 'ATA',
    knowledge: 38,
    experience: 66,
    energy: 73,
    happiness: 59,
    baseRate: 24,
  },
  {
    id: 110,
    name: 'Carla Timber',
    image: characterImagePath('CARPENTER'),
    job: 'CARPENTER',
    characterType: 'ALPHA',
    knowledge: 84,
    experience: 92,
    energy: 47,
    happiness: 70,
    baseRate: 64,
  },
  {
    id: 111,
    name: 'Linus Kernel',
    image: characterImagePath('PROGRAMMER'),
    job: 'PROGRAMMER',
    characterType: 'ALPHA',
    knowledge: 99,
    experience: 88,
    energy: 35,
    happiness: 66,
    baseRate: 78.5,
  },
  {
    id: 112,
    name: 'Amara Health',
    image: null,
    job: 'NURSE',
    characterType: 'ALPHA',
    knowledge: 76,
    experience: 58,
    energy: 81,
    happiness: 95,
    baseRate: 61.25,
  },
];

const countOf = (type: CharacterType) => characters.filter((c) => c.characterType === type).length;

/** The user's medallions, one per type, at levels 2, 1, 3 and 4 (the maximum), counts matching `characters`. */
export const medallions: readonly Medallion[] = [
  buildMedallion('PETA', 2, 'F', countOf('PETA')),
  buildMedallion('BETA', 1, 'M', countOf('BETA')),
  buildMedallion('ATA', 3, 'F', countOf('ATA')),
  buildMedallion('ALPHA', 4, 'M', countOf('ALPHA')),
];

/** Newest first; each of the six transaction types at least once, in each token. */
export const transactions: readonly Transaction[] = [
  {
    id: 9,
    transactionType: 'MEDALLION_UPGRADE',
    tokenType: 'IZIDOL',
    amount: 250,
    timestamp: '2025-06-14T09:12:00.000Z',
  },
  {
    id: 8,
    transactionType: 'CHARACTER_SALE',
    tokenType: 'IZIDOT',
    amount: 120,
    timestamp: '2025-06-13T18:40:00.000Z',
  },
  {
    id: 7,
    transactionType: 'MINT',
    tokenType: 'IZIDOT',
    amount: 182.5,
    timestamp: '2025-06-13T00:00:00.000Z',
  },
  {
    id: 6,
    transactionType: 'CONVERT',
    tokenType: 'IZIDOT',
    amount: 500,
    timestamp: '2025-06-12T15:05:00.000Z',
  },
  {
    id: 5,
    transactionType: 'CREDIT',
    tokenType: 'IZIDOL',
    amount: 1000,
    timestamp: '2025-06-11T11:30:00.000Z',
  },
  {
    id: 4,
    transactionType: 'DEBIT',
    tokenType: 'IZIDOL',
    amount: 200,
    timestamp: '2025-06-10T08:00:00.000Z',
  },
  {
    id: 3,
    transactionType: 'MINT',
    tokenType: 'IZIDOM',
    amount: 50,
    timestamp: '2025-06-09T00:00:00.000Z',
  },
  {
    id: 2,
    transactionType: 'CREDIT',
    tokenType: 'IZIDOT',
    amount: 75.25,
    timestamp: '2025-06-08T13:45:00.000Z',
  },
  {
    id: 1,
    transactionType: 'DEBIT',
    tokenType: 'IZIDOM',
    amount: 20,
    timestamp: '2025-06-07T10:20:00.000Z',
  },
];

/** Seven days of the fixture characters' daily income, and an estimate in USD. */
export const stats: Stats = {
  sevenDayIncome: Math.round(characters.reduce((sum, c) => sum + c.baseRate, 0) * 7 * 100) / 100,
  totalValue: 18450.25,
};

/** The seed catalog's twelve offers (`@izi/domain`): every job at least once. */
export const marketplaceItems: readonly MarketplaceItem[] = marketplaceCatalog;

/**
 * What a story or a test needs of a shop item beyond the seed catalog: only its stock, its price
 * and its discount fields, never its name, description or picture.
 */
type ShopItemState = Partial<
  Pick<ShopItem, 'stock' | 'priceDol' | 'discountPriceDol' | 'discountCostDom'>
>;

/** The states the six seed items take in the fixtures, item by item (by id). */
export const shopItemStates: Readonly<Record<number, ShopItemState>> = {
  /** Only the discounted iziDol price: no discount shows. */
  3: { discountCostDom: null },
  /** Out of stock (the seed keeps twelve). */
  4: { stock: 0 },
  /** In stock, with only the iziDom cost of a discount: no discount shows. */
  5: { stock: 15, discountCostDom: 30 },
  /** A plain price and no discount, beside its long description. */
  6: { priceDol: 25, discountPriceDol: null, discountCostDom: null },
};

/**
 * The seed catalog's six items (`@izi/domain`) in the states above: with a discount, without,
 * with only one discount field (no discount shows), out of stock, a long description.
 */
export const shopItems: readonly ShopItem[] = shopCatalog.map((item) => ({
  ...item,
  ...shopItemStates[item.id],
}));

/** A long advisor answer in the `###` / `##` / `*` line format. */
export const analysis = [
  '### Portfolio overview',
  'You own 12 characters across all four medallion types. Your daily income is about 333.15 DOT.',
  '## Strengths',
  '* Your ALPHA characters earn more than half of your income.',
  '* Theo Lessons (TUTOR, ATA) is at full knowledge, experience, energy and happiness.',
  '* Every job is represented, so no single market swing hurts you much.',
  '## Risks',
  '* Hana Shears (HAIRDRESSER, BETA) has no energy left and earns nothing until she rests.',
  '* Your PETA medallion holds 4 of 5 characters; one more purchase fills it.',
  '* The mechanic with the very long name has 12% energy and low happiness.',
  '### Recommendations',
  '## Short term',
  '* Rest the characters whose energy is below 20% before they lose experience.',
  '* Upgrade the PETA medallion to 3 stars (250 iziDol) to make room for growth.',
  '## Long term',
  '* Sell one of the two PROGRAMMER characters and buy a FARMER to balance the jobs.',
  '* Keep at least 500 iziDol in reserve for the next BETA upgrade.',
  'Remember that market prices change every day; review this advice weekly.',
].join('\n');

/**
 * The long answer in every language the advisor speaks, line for line the same shape: the mock
 * answers in the request's `Accept-Language` as the server does. Names, tickers and medallion
 * types stay Latin; numbers are `ar-SA` in Arabic and `en-US` otherwise.
 */
export const analyses: Readonly<Record<ApiLocale, string>> = {
  en: analysis,
  es: [
    '### Resumen de tu cartera',
    'Tienes 12 personajes repartidos entre los cuatro tipos de medallón. Tus ingresos diarios rondan los 333.15 DOT.',
    '## Fortalezas',
    '* Tus personajes ALPHA generan más de la mitad de tus ingresos.',
    '* Theo Lessons (profesor particular, ATA) tiene al máximo el conocimiento, la experiencia, la energía y la felicidad.',
    '* Todos los oficios están representados, así que ningún vaivén del mercado te perjudicará mucho.',
    '## Riesgos',
    '* Hana Shears (peluquera, BETA) se ha quedado sin energía y no ganará nada hasta que descanse.',
    '* Tu medallón PETA tiene 4 de 5 personajes; una compra más lo llenará.',
    '* El mecánico del nombre larguísimo tiene un 12% de energía y poca felicidad.',
    '### Recomendaciones',
    '## A corto plazo',
    '* Deja descansar a los personajes con menos del 20% de energía antes de que pierdan experiencia.',
    '* Mejora el medallón PETA a 3 estrellas (250 iziDol) para tener margen de crecimiento.',
    '## A largo plazo',
    '* Vende uno de tus dos programadores y compra un agricultor para equilibrar los oficios.',
    '* Guarda al menos 500 iziDol de reserva para la próxima mejora del medallón BETA.',
    'Recuerda que los precios del mercado cambian cada día; revisa estos consejos cada semana.',
  ].join('\n'),
  fa: [
    '### نمای کلی سبد دارایی شما',
    'شما 12 شخصیت از هر چهار نوع مدال دارید. درآمد روزانه‌تان حدود 333.15 DOT است.',
    '## نقاط قوت',
    '* شخصیت‌های ALPHA شما بیش از نیمی از درآمدتان را به دست می‌آورند.',
    '* دانش، تجربه، انرژی و شادی Theo Lessons (معلم خصوصی، ATA) کامل است.',
    '* همه‌ی شغل‌ها را دارید، پس هیچ نوسانی در بازار آسیب زیادی به شما نمی‌زند.',
    '## ریسک‌ها',
    '* انرژی Hana Shears (آرایشگر، BETA) تمام شده و تا استراحت نکند درآمدی ندارد.',
    '* مدال PETA شما 4 شخصیت از 5 را دارد؛ با یک خرید دیگر پر می‌شود.',
    '* مکانیکی که نامی بسیار طولانی دارد فقط 12% انرژی دارد و شادی‌اش هم کم است.',
    '### توصیه‌ها',
    '## کوتاه‌مدت',
    '* شخصیت‌هایی را که انرژی‌شان کمتر از 20% است پیش از آنکه تجربه از دست بدهند به استراحت بفرستید.',
    '* مدال PETA را به 3 ستاره ارتقا دهید (250 iziDol) تا جا برای رشد داشته باشید.',
    '## بلندمدت',
    '* یکی از دو برنامه‌نویس خود را بفروشید و یک کشاورز بخرید تا شغل‌ها متعادل شوند.',
    '* دست‌کم 500 iziDol برای ارتقای بعدی مدال BETA کنار بگذارید.',
    'به یاد داشته باشید که قیمت‌های بازار هر روز تغییر می‌کنند؛ این توصیه‌ها را هر هفته مرور کنید.',
  ].join('\n'),
  ar: [
    '### نظرة عامة على محفظتك',
    'لديك ١٢ شخصية موزعة على أنواع الميداليات الأربعة. يبلغ دخلك اليومي نحو ٣٣٣٫١٥ DOT.',
    '## نقاط القوة',
    '* تكسب شخصياتك من نوع ALPHA أكثر من نصف دخلك.',
    '* بلغ Theo Lessons (مدرّس خصوصي، ATA) أقصى درجات المعرفة والخبرة والطاقة والسعادة.',
    '* كل المهن ممثَّلة لديك، فلن تضرك تقلبات السوق كثيرًا.',
    '## المخاطر',
    '* نفدت طاقة Hana Shears (مصفّفة شعر، BETA) ولن تكسب شيئًا حتى ترتاح.',
    '* تضم ميدالية PETA لديك ٤ شخصيات من أصل ٥؛ وشراء شخصية أخرى سيملؤها.',
    '* الميكانيكي صاحب الاسم الطويل جدًا طاقته ١٢٪ وسعادته منخفضة.',
    '### التوصيات',
    '## على المدى القصير',
    '* أرِح الشخصيات التي تقل طاقتها عن ٢٠٪ قبل أن تفقد خبرتها.',
    '* رقِّ ميدالية PETA إلى ٣ نجوم (٢٥٠ iziDol) لتفسح المجال للنمو.',
    '## على المدى الطويل',
    '* بِع أحد المبرمجَين لديك واشترِ مزارعًا لتحقيق التوازن بين المهن.',
    '* احتفظ باحتياطي لا يقل عن ٥٠٠ iziDol لترقية ميدالية BETA القادمة.',
    'تذكّر أن أسعار السوق تتغير كل يوم؛ راجع هذه النصائح أسبوعيًا.',
  ].join('\n'),
};

/** An advisor answer carrying markup that must be shown as text, never run. */
export const xssAnalysis = [
  '### Analysis',
  '<img src=x onerror=alert(1)>',
  '## Details',
  '* <script>alert(1)</script>',
  '<script>alert(1)</script>',
  'Plain text after the markup.',
].join('\n');
