/**
 * The AI advisor's text, from the user's own characters and medallions, in the form the app
 * renders: `###` and `##` headings and `*` bullets, in the language the request's
 * `Accept-Language` picks (en, es, fa or ar; English when none matches). An OpenAI-compatible
 * model writes it when `AI_API_URL` and `AI_API_KEY` are set, asked to answer in that language;
 * the rules below write it otherwise, and whenever the model fails or answers nothing.
 */
import {
  jobs,
  salePriceOf,
  type ApiLocale,
  type Character,
  type Job,
  type MarketplaceItem,
  type Medallion,
} from '@izi/api';
import type { AiConfig, ServerContext } from '../context';

/** Numbers the project's way: `ar-SA` digits in Arabic, `en-US` otherwise. */
function numbersIn(locale: ApiLocale) {
  const tag = locale === 'ar' ? 'ar-SA' : 'en-US';
  const amount = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const integer = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
  return {
    /** An amount of a token: always two decimals. */
    amount: (n: number) => amount.format(n),
    count: (n: number) => integer.format(n),
    /** A 0–100 stat such as energy. */
    percent: (n: number) => percent.format(n / 100),
  };
}

/**
 * Every sentence of the rules, per language; the numbers arrive formatted. Names, token tickers
 * (iziDot, iziDol) and medallion types (PETA…) stay as they are in every language.
 */
interface Phrases {
  /** The language's English name, for the model's prompt. */
  language: string;
  jobs: Record<Job, string>;
  portfolio: string;
  noCharacters: string;
  visitMarketplace: string;
  startWithPeta: string;
  earn: (count: number, n: string, daily: string, weekly: string) => string;
  byType: (list: string) => string;
  listSeparator: string;
  topEarners: string;
  earner: (name: string, job: string, type: string, rate: string) => string;
  needsAttention: string;
  lowEnergy: (name: string, energy: string) => string;
  unhappy: (name: string, happiness: string) => string;
  suggestions: string;
  room: (type: string, count: string, capacity: string, room: string) => string;
  full: (type: string, stars: string, price: string, capacity: string) => string;
  /** The first three missing jobs, and whether more are missing. */
  spread: (jobs: string[], more: boolean) => string;
  weakest: (name: string, price: string) => string;
  /** izi's own economy calls: what the iziDot balance buys in the marketplace now. */
  affordable: (count: number, n: string, balance: string, name: string, price: string) => string;
  /** Nothing affordable yet: the cheapest item and the balance. */
  saveFor: (name: string, price: string, balance: string) => string;
  /** Something is affordable but every medallion is full. */
  noRoom: string;
}

/** The facts of izi's own economy calls: the marketplace and the iziDot balance that buys there. */
export interface MarketFacts {
  items: Pick<MarketplaceItem, 'name' | 'priceDot'>[];
  iziDot: number;
}

/** "a, b ni c": a list with its own word before the last item. */
const listWith = (items: string[], separator: string, last: string) =>
  items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(separator)}${last}${items.at(-1) ?? ''}`;

const phrases: Record<ApiLocale, Phrases> = {
  en: {
    language: 'English',
    jobs: {
      PROGRAMMER: 'Programmer',
      FARMER: 'Farmer',
      CHEF: 'Chef',
      MECHANIC: 'Mechanic',
      BLOGGER: 'Blogger',
      HAIRDRESSER: 'Hairdresser',
      NURSE: 'Nurse',
      TUTOR: 'Tutor',
      TAXI_DRIVER: 'Taxi driver',
      CARPENTER: 'Carpenter',
    },
    portfolio: '### Your portfolio',
    noCharacters: '* You do not own any characters yet, so nothing earns iziDot for you today.',
    visitMarketplace:
      '* Visit the marketplace and pick a character whose job you like: income starts the day after you buy.',
    startWithPeta:
      '* Start with a PETA character: it is the cheapest type and your PETA medallion has room for it.',
    earn: (count, n, daily, weekly) =>
      `* ${n} ${count === 1 ? 'character earns' : 'characters earn'} ${daily} iziDot a day, about ${weekly} a week.`,
    byType: (list) => `* By type: ${list}.`,
    listSeparator: ', ',
    topEarners: '## Top earners',
    earner: (name, job, type, rate) => `* ${name} (${job}, ${type}): ${rate} iziDot a day.`,
    needsAttention: '## Needs attention',
    lowEnergy: (name, energy) => `* ${name} is low on energy (${energy}): let them rest.`,
    unhappy: (name, happiness) =>
      `* ${name} is unhappy (${happiness}): happier characters work better.`,
    suggestions: '## Suggestions',
    room: (type, count, capacity, room) =>
      `* Your ${type} medallion holds ${count} of ${capacity}: room for ${room} more.`,
    full: (type, stars, price, capacity) =>
      `* Your ${type} medallion is full: upgrading it to ${stars} stars costs ${price} iziDol and holds ${capacity}.`,
    spread: (names, more) =>
      `* Spread your risk: you have no ${names.join(', ')}${more ? ' and others' : ''} yet.`,
    weakest: (name, price) =>
      `* Your lowest earner, ${name}, would sell for ${price} iziDot (twenty days of income).`,
    affordable: (count, n, balance, name, price) =>
      `* With ${balance} iziDot you can buy ${count === 1 ? 'one marketplace character' : `${n} marketplace characters`} now; the cheapest is ${name} at ${price} iziDot.`,
    saveFor: (name, price, balance) =>
      `* The cheapest marketplace character, ${name}, costs ${price} iziDot; you have ${balance}.`,
    noRoom: '* Every medallion is full: upgrade one before you buy another character.',
  },
  es: {
    language: 'Spanish',
    jobs: {
      PROGRAMMER: 'Programador',
      FARMER: 'Agricultor',
      CHEF: 'Cocinero',
      MECHANIC: 'Mecánico',
      BLOGGER: 'Bloguero',
      HAIRDRESSER: 'Peluquero',
      NURSE: 'Enfermero',
      TUTOR: 'Profesor particular',
      TAXI_DRIVER: 'Taxista',
      CARPENTER: 'Carpintero',
    },
    portfolio: '### Tu cartera',
    noCharacters: '* Aún no tienes personajes, así que hoy nada gana iziDot para ti.',
    visitMarketplace:
      '* Visita el mercado y elige un personaje cuyo oficio te guste: los ingresos empiezan el día después de la compra.',
    startWithPeta:
      '* Empieza con un personaje PETA: es el tipo más barato y tu medallón PETA tiene sitio para él.',
    earn: (count, n, daily, weekly) =>
      `* Tienes ${n} ${count === 1 ? 'personaje que gana' : 'personajes que ganan'} ${daily} iziDot al día, unos ${weekly} a la semana.`,
    byType: (list) => `* Por tipo: ${list}.`,
    listSeparator: ', ',
    topEarners: '## Los que más ganan',
    earner: (name, job, type, rate) => `* ${name} (${job}, ${type}): ${rate} iziDot al día.`,
    needsAttention: '## Necesitan atención',
    lowEnergy: (name, energy) => `* ${name} tiene poca energía (${energy}): necesita descansar.`,
    unhappy: (name, happiness) =>
      `* ${name} no está muy feliz (${happiness}): los personajes más felices trabajan mejor.`,
    suggestions: '## Sugerencias',
    room: (type, count, capacity, room) =>
      `* Tu medallón ${type} tiene ${count} de ${capacity} plazas ocupadas: queda sitio para ${room} más.`,
    full: (type, stars, price, capacity) =>
      `* Tu medallón ${type} está lleno: mejorarlo a ${stars} estrellas cuesta ${price} iziDol y su capacidad sube a ${capacity}.`,
    spread: (names, more) =>
      `* Reparte el riesgo: aún no tienes ningún ${listWith(
        names.map((name) => name.toLocaleLowerCase('es')),
        ', ',
        ' ni ',
      )}${more ? ', entre otros oficios' : ''}.`,
    weakest: (name, price) =>
      `* Tu personaje que menos gana, ${name}, se vendería por ${price} iziDot (veinte días de ingresos).`,
    affordable: (count, n, balance, name, price) =>
      `* Con ${balance} iziDot puedes comprar ya ${count === 1 ? 'un personaje del mercado' : `${n} personajes del mercado`}; el más barato es ${name}, por ${price} iziDot.`,
    saveFor: (name, price, balance) =>
      `* El personaje más barato del mercado, ${name}, cuesta ${price} iziDot; tienes ${balance}.`,
    noRoom: '* Todos tus medallones están llenos: mejora uno antes de comprar otro personaje.',
  },
  fa: {
    language: 'Persian (Farsi)',
    jobs: {
      PROGRAMMER: 'برنامه‌نویس',
      FARMER: 'کشاورز',
      CHEF: 'آشپز',
      MECHANIC: 'مکانیک',
      BLOGGER: 'وبلاگ‌نویس',
      HAIRDRESSER: 'آرایشگر',
      NURSE: 'پرستار',
      TUTOR: 'معلم خصوصی',
      TAXI_DRIVER: 'راننده تاکسی',
      CARPENTER: 'نجار',
    },
    portfolio: '### سبد دارایی شما',
    noCharacters: '* هنوز هیچ شخصیتی ندارید، پس امروز درآمدی از iziDot ندارید.',
    visitMarketplace:
      '* به بازارچه بروید و شخصیتی با شغلی که دوست دارید انتخاب کنید: درآمد از روز بعد از خرید شروع می‌شود.',
    startWithPeta:
      '* با یک شخصیت PETA شروع کنید: ارزان‌ترین نوع است و مدال PETA شما برایش جا دارد.',
    earn: (_, n, daily, weekly) =>
      `* ${n} شخصیت دارید با درآمد روزانه‌ی ${daily} iziDot، یعنی حدود ${weekly} در هفته.`,
    byType: (list) => `* به تفکیک نوع: ${list}.`,
    listSeparator: '، ',
    topEarners: '## پردرآمدترین‌ها',
    earner: (name, job, type, rate) => `* ${name} (${job}، ${type}): روزانه ${rate} iziDot.`,
    needsAttention: '## نیازمند توجه',
    lowEnergy: (name, energy) => `* انرژی ${name} کم است (${energy}): بگذارید استراحت کند.`,
    unhappy: (name, happiness) =>
      `* شادی ${name} کم است (${happiness}): شخصیت‌های شادتر بهتر کار می‌کنند.`,
    suggestions: '## پیشنهادها',
    room: (type, count, capacity, room) =>
      `* مدال ${type} شما ${count} شخصیت از ظرفیت ${capacity} را دارد: جا برای ${room} شخصیت دیگر هست.`,
    full: (type, stars, price, capacity) =>
      `* مدال ${type} شما پر است: ارتقای آن به ${stars} ستاره، ${price} iziDol هزینه دارد و ظرفیتش را به ${capacity} می‌رساند.`,
    spread: (names, more) =>
      `* برای کم کردن ریسک تنوع بدهید: هنوز شخصیتی با شغل ${listWith(
        more ? [...names, 'شغل‌های دیگر'] : names,
        '، ',
        ' یا ',
      )} ندارید.`,
    weakest: (name, price) =>
      `* کم‌درآمدترین شخصیت شما ${name} است؛ فروش آن ${price} iziDot (برابر درآمد بیست روز) به شما می‌دهد.`,
    affordable: (_, n, balance, name, price) =>
      `* با ${balance} iziDot همین حالا می‌توانید ${n} شخصیت از بازارچه بخرید؛ ارزان‌ترین آن‌ها ${name} به قیمت ${price} iziDot است.`,
    saveFor: (name, price, balance) =>
      `* ارزان‌ترین شخصیت بازارچه، ${name}، ${price} iziDot قیمت دارد و موجودی شما ${balance} است.`,
    noRoom: '* همه‌ی مدال‌های شما پر است: پیش از خرید شخصیت دیگر، یکی را ارتقا دهید.',
  },
  ar: {
    language: 'Arabic',
    jobs: {
      PROGRAMMER: 'مبرمج',
      FARMER: 'مزارع',
      CHEF: 'طاهٍ',
      MECHANIC: 'ميكانيكي',
      BLOGGER: 'مدوّن',
      HAIRDRESSER: 'مصفّف شعر',
      NURSE: 'ممرّض',
      TUTOR: 'مدرّس خصوصي',
      TAXI_DRIVER: 'سائق أجرة',
      CARPENTER: 'نجّار',
    },
    portfolio: '### محفظتك',
    noCharacters: '* لا تملك أي شخصية بعد، لذلك لن تكسب أي iziDot اليوم.',
    visitMarketplace: '* زر السوق واختر شخصية تعجبك مهنتها: يبدأ الدخل في اليوم التالي للشراء.',
    startWithPeta: '* ابدأ بشخصية PETA: فهي أرخص الأنواع، وفي ميدالية PETA لديك مكان لها.',
    earn: (_, n, daily, weekly) =>
      `* عدد شخصياتك ${n}، ودخلها ${daily} iziDot في اليوم، أي نحو ${weekly} في الأسبوع.`,
    byType: (list) => `* حسب النوع: ${list}.`,
    listSeparator: '، ',
    topEarners: '## الأعلى دخلًا',
    earner: (name, job, type, rate) => `* ${name} (${job}، ${type}): ${rate} iziDot في اليوم.`,
    needsAttention: '## بحاجة إلى اهتمام',
    lowEnergy: (name, energy) => `* طاقة ${name} منخفضة (${energy}): حان وقت الراحة.`,
    unhappy: (name, happiness) =>
      `* سعادة ${name} منخفضة (${happiness}): الشخصيات الأكثر سعادة تعمل بشكل أفضل.`,
    suggestions: '## اقتراحات',
    room: (type, count, capacity, room) =>
      `* تضم ميدالية ${type} لديك ${count} من أصل ${capacity}، والأماكن المتاحة: ${room}.`,
    full: (type, stars, price, capacity) =>
      `* ميدالية ${type} لديك ممتلئة: ترقيتها إلى المستوى ${stars} تكلّف ${price} iziDol وترفع سعتها إلى ${capacity}.`,
    spread: (names, more) =>
      `* نوّع لتقليل المخاطر: ليس لديك بعدُ شخصية بمهنة ${(more
        ? [...names, 'غيرها من المهن']
        : names
      ).join(' أو ')}.`,
    weakest: (name, price) =>
      `* أقل شخصياتك دخلًا هي ${name}، ويمكن بيعها مقابل ${price} iziDot (دخل عشرين يومًا).`,
    affordable: (_, n, balance, name, price) =>
      `* برصيد ${balance} iziDot يمكنك الآن شراء ${n} من شخصيات السوق؛ أرخصها ${name} بسعر ${price} iziDot.`,
    saveFor: (name, price, balance) =>
      `* أرخص شخصية في السوق هي ${name} بسعر ${price} iziDot، ورصيدك ${balance}.`,
    noRoom: '* كل ميدالياتك ممتلئة: رقِّ إحداها قبل شراء شخصية أخرى.',
  },
};

/**
 * What the iziDot balance buys in the marketplace: how many items it affords and the cheapest,
 * or the cheapest to save for; and, when something is affordable but no medallion has room, to
 * upgrade first. Nothing without the facts (or an empty marketplace).
 */
function marketLines(
  say: Phrases,
  { amount, count }: ReturnType<typeof numbersIn>,
  medallions: Medallion[],
  market: MarketFacts | undefined,
): string[] {
  if (!market || market.items.length === 0) return [];
  const cheapest = market.items.reduce((a, b) => (b.priceDot < a.priceDot ? b : a));
  const affordable = market.items.filter((item) => item.priceDot <= market.iziDot).length;
  if (affordable === 0)
    return [say.saveFor(cheapest.name, amount(cheapest.priceDot), amount(market.iziDot))];
  const lines = [
    say.affordable(
      affordable,
      count(affordable),
      amount(market.iziDot),
      cheapest.name,
      amount(cheapest.priceDot),
    ),
  ];
  if (medallions.length > 0 && medallions.every((m) => m.characterCount >= m.capacity))
    lines.push(say.noRoom);
  return lines;
}

export function analyzeByRules(
  characters: Character[],
  medallions: Medallion[],
  locale: ApiLocale = 'en',
  market?: MarketFacts,
): string {
  const say = phrases[locale];
  const numbers = numbersIn(locale);
  const { amount, count, percent } = numbers;
  if (characters.length === 0)
    return [
      say.portfolio,
      say.noCharacters,
      say.suggestions,
      say.visitMarketplace,
      ...marketLines(say, numbers, medallions, market),
      say.startWithPeta,
    ].join('\n');

  const daily = characters.reduce((sum, c) => sum + c.baseRate, 0);
  const byRate = [...characters].sort((a, b) => b.baseRate - a.baseRate);
  const lines = [
    say.portfolio,
    say.earn(characters.length, count(characters.length), amount(daily), amount(daily * 7)),
    say.byType(
      (['PETA', 'BETA', 'ATA', 'ALPHA'] as const)
        .map(
          (type) => `${type} ${count(characters.filter((c) => c.characterType === type).length)}`,
        )
        .join(say.listSeparator),
    ),
    say.topEarners,
    ...byRate
      .slice(0, 3)
      .map((c) => say.earner(c.name, say.jobs[c.job], c.characterType, amount(c.baseRate))),
  ];

  const attention = characters.flatMap((c) => {
    const notes: string[] = [];
    if (c.energy < 30) notes.push(say.lowEnergy(c.name, percent(c.energy)));
    if (c.happiness < 40) notes.push(say.unhappy(c.name, percent(c.happiness)));
    return notes;
  });
  if (attention.length) lines.push(say.needsAttention, ...attention);

  const suggestions: string[] = [];
  for (const medallion of medallions) {
    const room = medallion.capacity - medallion.characterCount;
    if (room > 0 && medallion.characterCount > 0)
      suggestions.push(
        say.room(
          medallion.type,
          count(medallion.characterCount),
          count(medallion.capacity),
          count(room),
        ),
      );
    if (medallion.nextLevel && room === 0)
      suggestions.push(
        say.full(
          medallion.type,
          count(medallion.nextLevel.starLevel),
          amount(medallion.nextLevel.price),
          count(medallion.nextLevel.capacity),
        ),
      );
  }
  const missing = jobs.filter((job) => !characters.some((c) => c.job === job));
  if (missing.length)
    suggestions.push(
      say.spread(
        missing.slice(0, 3).map((job) => say.jobs[job]),
        missing.length > 3,
      ),
    );
  suggestions.push(...marketLines(say, numbers, medallions, market));
  const weakest = byRate.at(-1);
  if (weakest && characters.length > 1)
    suggestions.push(say.weakest(weakest.name, amount(salePriceOf(weakest))));
  if (suggestions.length) lines.push(say.suggestions, ...suggestions);
  return lines.join('\n');
}

/** `https://host/v1` → `https://host/v1/chat/completions` (a full URL is kept as it is). */
export const chatCompletionsUrl = (url: string) =>
  /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`;

/** The model's instructions: the format the app renders, in the person's language. */
export function systemPrompt(locale: ApiLocale): string {
  const digits =
    locale === 'ar' ? 'Arabic-Indic digits, as ar-SA writes them' : 'Western digits (0-9)';
  return [
    'You are the strategy advisor of izi, a game where characters earn iziDot every day (baseRate) and sit in medallions of their type (PETA, BETA, ATA, ALPHA).',
    `Write a short analysis in ${phrases[locale].language} of the player's characters.`,
    `Write numbers with ${digits}, amounts with two decimals; keep character names, the tokens (iziDol, iziDot, iziDom) and the medallion types in Latin letters.`,
    'Use only lines starting with "### " (one title), "## " (section headings) and "* " (bullets); no other markdown, no tables.',
  ].join(' ');
}

async function analyzeByModel(
  ai: AiConfig,
  timeoutMs: number,
  characters: Character[],
  medallions: Medallion[],
  locale: ApiLocale,
  market: MarketFacts | undefined,
): Promise<string> {
  const facts = {
    characters: characters.map(({ customName: _, image: __, ...c }) => c),
    medallions: medallions.map(({ imageUrl: _, ...m }) => m),
    ...(market && {
      iziDotBalance: market.iziDot,
      marketplace: market.items.map(({ name, priceDot }) => ({ name, priceDot })),
    }),
  };
  const response = await fetch(chatCompletionsUrl(ai.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ai.key}` },
    body: JSON.stringify({
      model: ai.model,
      temperature: 0.4,
      messages: [
        { role: 'system', content: systemPrompt(locale) },
        {
          role: 'user',
          content: `My characters, medallions, iziDot balance and the marketplace:\n${JSON.stringify(facts)}`,
        },
      ],
    }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`the model answered HTTP ${response.status}`);
  const data = (await response.json()) as {
    choices?: { message?: { content?: unknown } }[];
  };
  const content = data.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new Error('the model answered no text');
  return content.trim();
}

export async function analyze(
  ctx: ServerContext,
  characters: Character[],
  medallions: Medallion[],
  locale: ApiLocale = 'en',
  market?: MarketFacts,
): Promise<string> {
  if (ctx.ai) {
    try {
      return await analyzeByModel(
        ctx.ai,
        ctx.rules.aiTimeoutMs,
        characters,
        medallions,
        locale,
        market,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown error';
      ctx.log.warn(`[ai] analysis by the model failed (${reason}); the rules answer instead`);
    }
  }
  return analyzeByRules(characters, medallions, locale, market);
}
