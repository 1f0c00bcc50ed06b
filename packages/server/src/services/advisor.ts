/**
 * The AI advisor's text, from the user's own characters and medallions, in the form the app
 * renders: `###` and `##` headings and `*` bullets, in the language the request's
 * `Accept-Language` picks (en, es, fa or ar; English when none matches). An OpenAI-compatible
 * model writes it when `AI_API_URL` and `AI_API_KEY` are set, asked to answer in that language;
 * the rules below write it otherwise, and whenever the model fails or answers nothing. The rules'
 * sentences and the job names are messages of the shared catalogs (locales/messages, ids
 * `advisor.server.*` and `jobNames.*`), formatted with @formatjs/intl's createIntl.
 */
import {
  salePriceOf,
  type ApiLocale,
  type Character,
  type MarketplaceItem,
  type Medallion,
} from '@izi/api';
import { characterTypes, jobs, type Job } from '@izi/domain';
import type { MessageDescriptor } from '@formatjs/intl';
import type { AiConfig, ServerContext } from '../context';
import { intlFor } from '../intl';
import { analysisMessages } from './analysis.messages';

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

/** The facts of izi's own economy calls: the marketplace and the iziDot balance that buys there. */
export interface MarketFacts {
  items: Pick<MarketplaceItem, 'name' | 'priceDot'>[];
  iziDot: number;
}

/** The language's English name, for the model's prompt. */
const languageNames: Record<ApiLocale, string> = {
  en: 'English',
  es: 'Spanish',
  fa: 'Persian (Farsi)',
  ar: 'Arabic',
};

/** The job names' messages, the ones the app shows (ids `jobNames.*` in the shared catalogs). */
const jobMessageIds: Record<Job, string> = {
  PROGRAMMER: 'jobNames.programmer',
  FARMER: 'jobNames.farmer',
  CHEF: 'jobNames.chef',
  MECHANIC: 'jobNames.mechanic',
  BLOGGER: 'jobNames.blogger',
  HAIRDRESSER: 'jobNames.hairdresser',
  NURSE: 'jobNames.nurse',
  TUTOR: 'jobNames.tutor',
  TAXI_DRIVER: 'jobNames.taxiDriver',
  CARPENTER: 'jobNames.carpenter',
};

type Values = Record<string, string | number>;
type Say = ReturnType<typeof phrasesIn>;

/** The rules' sentences in one language: a heading (`## `) or a bullet (`* `) per message. */
function phrasesIn(locale: ApiLocale) {
  const intl = intlFor(locale);
  const text = (message: MessageDescriptor, values?: Values) => intl.formatMessage(message, values);
  const m = analysisMessages;
  return {
    title: (message: MessageDescriptor) => `### ${text(message)}`,
    heading: (message: MessageDescriptor) => `## ${text(message)}`,
    bullet: (message: MessageDescriptor, values?: Values) => `* ${text(message, values)}`,
    job: (job: Job) => text({ id: jobMessageIds[job] }),
    /** "a, b ni c": the list with the language's own word before the last item. */
    list: (items: string[], last = text(m.listSeparator)) =>
      items.length < 2
        ? items.join('')
        : `${items.slice(0, -1).join(text(m.listSeparator))}${last}${items.at(-1) ?? ''}`,
    spreadLast: () => text(m.spreadLast),
  };
}
/**
 * What the iziDot balance buys in the marketplace: how many items it affords and the cheapest,
 * or the cheapest to save for; and, when something is affordable but no medallion has room, to
 * upgrade first. Nothing without the facts (or an empty marketplace).
 */
function marketLines(
  say: Say,
  { amount, count }: ReturnType<typeof numbersIn>,
  medallions: Medallion[],
  market: MarketFacts | undefined,
): string[] {
  if (!market || market.items.length === 0) return [];
  const m = analysisMessages;
  const cheapest = market.items.reduce((a, b) => (b.priceDot < a.priceDot ? b : a));
  const affordable = market.items.filter((item) => item.priceDot <= market.iziDot).length;
  if (affordable === 0)
    return [
      say.bullet(m.saveFor, {
        name: cheapest.name,
        price: amount(cheapest.priceDot),
        balance: amount(market.iziDot),
      }),
    ];
  const lines = [
    say.bullet(m.affordable, {
      count: affordable,
      n: count(affordable),
      balance: amount(market.iziDot),
      name: cheapest.name,
      price: amount(cheapest.priceDot),
    }),
  ];
  if (medallions.length > 0 && medallions.every((x) => x.characterCount >= x.capacity))
    lines.push(say.bullet(m.noRoom));
  return lines;
}

export function analyzeByRules(
  characters: Character[],
  medallions: Medallion[],
  locale: ApiLocale = 'en',
  market?: MarketFacts,
): string {
  const say = phrasesIn(locale);
  const m = analysisMessages;
  const numbers = numbersIn(locale);
  const { amount, count, percent } = numbers;
  if (characters.length === 0)
    return [
      say.title(m.portfolio),
      say.bullet(m.noCharacters),
      say.heading(m.suggestions),
      say.bullet(m.visitMarketplace),
      ...marketLines(say, numbers, medallions, market),
      say.bullet(m.startWithPeta),
    ].join('\n');

  const daily = characters.reduce((sum, c) => sum + c.baseRate, 0);
  const byRate = [...characters].sort((a, b) => b.baseRate - a.baseRate);
  const lines = [
    say.title(m.portfolio),
    say.bullet(m.earn, {
      count: characters.length,
      n: count(characters.length),
      daily: amount(daily),
      weekly: amount(daily * 7),
    }),
    say.bullet(m.byType, {
      list: say.list(
        characterTypes.map(
          (type) => `${type} ${count(characters.filter((c) => c.characterType === type).length)}`,
        ),
      ),
    }),
    say.heading(m.topEarners),
    ...byRate.slice(0, 3).map((c) =>
      say.bullet(m.earner, {
        name: c.name,
        job: say.job(c.job),
        type: c.characterType,
        rate: amount(c.baseRate),
      }),
    ),
  ];

  const attention = characters.flatMap((c) => {
    const notes: string[] = [];
    if (c.energy < 30)
      notes.push(say.bullet(m.lowEnergy, { name: c.name, energy: percent(c.energy) }));
    if (c.happiness < 40)
      notes.push(say.bullet(m.unhappy, { name: c.name, happiness: percent(c.happiness) }));
    return notes;
  });
  if (attention.length) lines.push(say.heading(m.needsAttention), ...attention);

  const suggestions: string[] = [];
  for (const medallion of medallions) {
    const room = medallion.capacity - medallion.characterCount;
    if (room > 0 && medallion.characterCount > 0)
      suggestions.push(
        say.bullet(m.room, {
          type: medallion.type,
          count: count(medallion.characterCount),
          capacity: count(medallion.capacity),
          room: count(room),
        }),
      );
    if (medallion.nextLevel && room === 0)
      suggestions.push(
        say.bullet(m.full, {
          type: medallion.type,
          stars: count(medallion.nextLevel.starLevel),
          price: amount(medallion.nextLevel.price),
          capacity: count(medallion.nextLevel.capacity),
        }),
      );
  }
  const missing = jobs.filter((job) => !characters.some((c) => c.job === job));
  if (missing.length) {
    // Spanish writes the job names in lower case inside a sentence ("ningún agricultor").
    const names = missing
      .slice(0, 3)
      .map((job) => (locale === 'es' ? say.job(job).toLocaleLowerCase('es') : say.job(job)));
    suggestions.push(
      say.bullet(m.spread, {
        jobs: say.list(names, say.spreadLast()),
        more: missing.length > 3 ? 'yes' : 'no',
      }),
    );
  }
  suggestions.push(...marketLines(say, numbers, medallions, market));
  const weakest = byRate.at(-1);
  if (weakest && characters.length > 1)
    suggestions.push(
      say.bullet(m.weakest, { name: weakest.name, price: amount(salePriceOf(weakest)) }),
    );
  if (suggestions.length) lines.push(say.heading(m.suggestions), ...suggestions);
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
    `Write a short analysis in ${languageNames[locale]} of the player's characters.`,
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
