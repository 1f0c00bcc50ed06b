/**
 * The advisor: written by rules from the user's characters, or by an OpenAI-compatible model
 * when one is configured, falling back to the rules when the model fails, is slow or says
 * nothing. The model's key never reaches the log.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character, Medallion } from '@izi/api';
import { analyzeByRules, chatCompletionsUrl, systemPrompt } from '../src/services/advisor';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../src/seed';
import { freshStore, startTestServer, type Store, type TestServer } from './helpers';

const KEY = 'sk-test-0123456789abcdef';

type Reply = { status: number; body: unknown } | 'hang';
let reply: Reply = { status: 200, body: {} };
const received: { url: string; auth: string | undefined; body: any }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
let model: Server;
let modelUrl: string;
let store: Store;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  model = createServer(async (request, response) => {
    received.push({
      url: request.url ?? '',
      auth: request.headers.authorization,
      body: JSON.parse(await readBody(request)),
    });
    if (reply === 'hang') return; // never answers
    response.writeHead(reply.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
  store = await freshStore();
});
afterAll(async () => {
  model?.closeAllConnections();
  await new Promise((resolve) => model?.close(resolve));
  await store?.dispose();
});

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer({
    store,
    ai: { url: modelUrl, key: KEY, model: 'test-model' },
    rules: { aiTimeoutMs: 500 },
  });
  token = (await t.client().login({ username: DEMO_USERNAME, password: DEMO_PASSWORD })).token;
});
afterAll(() => t?.close());

/** The advisor's answer with the model replying `replyWith`; the whole log, and this call's. */
async function analysisWith(replyWith: Reply) {
  reply = replyWith;
  const before = t.log.lines.length;
  const { analysis } = await t.client(token).analyzeCharacters();
  return {
    analysis,
    log: t.log.lines.join('\n'),
    logged: t.log.lines.slice(before).join('\n'),
  };
}

/** A character with middling stats, for the rules' tests. */
const character = (
  fields: Pick<Character, 'id' | 'name' | 'job' | 'characterType' | 'baseRate'> &
    Partial<Character>,
): Character => ({
  image: null,
  knowledge: 50,
  experience: 50,
  energy: 80,
  happiness: 80,
  ...fields,
});

/** Tired Tom (a PETA low on energy) and Rich Ria (an ALPHA earning `riaRate` a day). */
const rosterEarning = (riaRate: number): Character[] => [
  character({
    id: 1,
    name: 'Tired Tom',
    job: 'TAXI_DRIVER',
    characterType: 'PETA',
    energy: 5,
    baseRate: 6,
  }),
  character({
    id: 2,
    name: 'Rich Ria',
    job: 'PROGRAMMER',
    characterType: 'ALPHA',
    baseRate: riaRate,
  }),
];

/** A one-star PETA medallion with no room left, whose upgrade costs `price`. */
const fullPeta = (price: number): Medallion => ({
  type: 'PETA',
  gender: 'M',
  starLevel: 1,
  capacity: 1,
  characterCount: 1,
  imageUrl: '',
  nextLevel: { starLevel: 2, capacity: 5, price },
});

describe('the advisor', () => {
  it('asks the model when AI_API_URL and AI_API_KEY are set, and answers its text', async () => {
    const text = '### Strategy\n## Income\n* Keep Linus Byte busy.';
    const { analysis, log } = await analysisWith({
      status: 200,
      body: { choices: [{ message: { role: 'assistant', content: text } }] },
    });
    expect(analysis).toBe(text);
    const request = received.at(-1)!;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.auth).toBe(`Bearer ${KEY}`);
    expect(request.body.model).toBe('test-model');
    expect(JSON.stringify(request.body.messages)).toContain('Linus Byte');
    expect(log).not.toContain(KEY);
  });

  it.each([
    ['fails', { status: 500, body: { error: 'boom' } }],
    ['answers nothing', { status: 200, body: { choices: [{ message: { content: '  ' } }] } }],
    ['is too slow', 'hang'],
  ] as const)('falls back to the rules when the model %s', async (_, replyWith) => {
    const { analysis, log, logged } = await analysisWith(replyWith);
    expect(analysis.startsWith('### Your portfolio')).toBe(true);
    expect(logged.split('the rules answer instead').length - 1).toBe(1);
    expect(log).not.toContain(KEY);
  });

  it('builds the chat completions URL from a base URL or takes a full one', () => {
    expect(chatCompletionsUrl('https://api.example.com/v1/')).toBe(
      'https://api.example.com/v1/chat/completions',
    );
    expect(chatCompletionsUrl('https://x.example/openai/chat/completions')).toBe(
      'https://x.example/openai/chat/completions',
    );
  });
});

describe('the rules', () => {
  it('suggest the marketplace when there are no characters', () => {
    const text = analyzeByRules([], []);
    expect(text.split('\n').every((line) => /^(### |## |\* )/.test(line))).toBe(true);
    expect(text).toContain('marketplace');
  });

  it('name the top earners, what needs attention and what to do next', () => {
    const text = analyzeByRules(rosterEarning(70), [fullPeta(100)]);
    expect(text).toContain('* 2 characters earn 76.00 iziDot a day');
    expect(text).toMatch(/## Top earners\n\* Rich Ria/);
    expect(text).toContain('Tired Tom is low on energy (5%)');
    expect(text).toContain(
      'Your PETA medallion is full: upgrading it to 2 stars costs 100.00 iziDol',
    );
    expect(text).toContain('would sell for 120.00 iziDot');
  });
});

describe('the language', () => {
  const roster = rosterEarning(1070);
  const medallions = [fullPeta(1250)];

  it.each([
    [
      'en',
      '### Your portfolio',
      '## Top earners',
      '* Rich Ria (Programmer, ALPHA): 1,070.00 iziDot a day.',
      '1,250.00 iziDol',
      '(5%)',
    ],
    [
      'es',
      '### Tu cartera',
      '## Los que más ganan',
      '* Rich Ria (Programador, ALPHA): 1,070.00 iziDot al día.',
      '1,250.00 iziDol',
      '(5%)',
    ],
    [
      'fa',
      '### سبد دارایی شما',
      '## پردرآمدترین‌ها',
      '* Rich Ria (برنامه‌نویس، ALPHA): روزانه 1,070.00 iziDot.',
      '1,250.00 iziDol',
      '(5%)',
    ],
    [
      'ar',
      '### محفظتك',
      '## الأعلى دخلًا',
      '* Rich Ria (مبرمج، ALPHA): ١٬٠٧٠٫٠٠ iziDot في اليوم.',
      '١٬٢٥٠٫٠٠ iziDol',
      '(٥٪',
    ],
  ] as const)(
    'the rules write %s: headings, job names and numbers',
    (locale, title, heading, earner, price, energy) => {
      const text = analyzeByRules(roster, medallions, locale);
      const lines = text.split('\n');
      expect(lines[0]).toBe(title);
      expect(lines).toContain(heading);
      expect(lines).toContain(earner);
      expect(text).toContain(price);
      expect(text).toContain(energy);
      expect(lines.every((line) => /^(### |## |\* )/.test(line))).toBe(true);
      // Tickers and medallion types stay Latin; the other languages carry no English sentence.
      expect(text).toContain('PETA');
      if (locale !== 'en') expect(text).not.toMatch(/ a day| medallion|Suggestions/);
      if (locale === 'ar') expect(text).not.toMatch(/[0-9]/);
    },
  );

  it('the rules write the empty roster in every language', () => {
    expect(analyzeByRules([], [], 'es')).toContain('## Sugerencias');
    expect(analyzeByRules([], [], 'fa')).toContain('## پیشنهادها');
    expect(analyzeByRules([], [], 'ar')).toContain('## اقتراحات');
    expect(analyzeByRules([], [])).toBe(analyzeByRules([], [], 'en'));
  });

  it.each([
    ['en', 'in English'],
    ['es', 'in Spanish'],
    ['fa', 'in Persian (Farsi)'],
    ['ar', 'in Arabic'],
  ] as const)('the model is asked to write %s', (locale, language) => {
    expect(systemPrompt(locale)).toContain(language);
  });

  const ask = (headers: Record<string, string>) =>
    t.request('GET', '/api/ai/analyze-characters', { token, headers });

  it("sends the model the language of the request's Accept-Language", async () => {
    reply = { status: 200, body: { choices: [{ message: { content: '### Estrategia' } }] } };
    const { status, body, headers } = await ask({ 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.8' });
    expect(status).toBe(200);
    expect(body.analysis).toBe('### Estrategia');
    expect(headers.get('Vary')).toContain('Accept-Language');
    const [system] = received.at(-1)!.body.messages;
    expect(system.content).toContain('in Spanish');
  });

  it.each([
    ['fa-IR,fa;q=0.9', 'in Persian', '### سبد دارایی شما'],
    ['en;q=0.4, ar', 'in Arabic', '### محفظتك'],
    ['de-DE, fr;q=0.8', 'in English', '### Your portfolio'],
    [null, 'in English', '### Your portfolio'],
  ])('asks %s → %s and falls back to the rules in it', async (header, language, title) => {
    reply = { status: 500, body: {} };
    const { body } = await ask(header === null ? {} : { 'Accept-Language': header });
    expect(body.analysis.split('\n')[0]).toBe(title);
    const [system] = received.at(-1)!.body.messages;
    expect(system.content).toContain(language);
  });
});

describe('the marketplace and the iziDot balance (izi own economy calls)', () => {
  const items = [
    { name: 'Cheap Carla', priceDot: 290 },
    { name: 'Mid Mo', priceDot: 450 },
    { name: 'Dear Dora', priceDot: 1250 },
  ];
  const roomyPeta: Medallion = { ...fullPeta(100), capacity: 5 };

  it('say how many items the balance buys now, and the cheapest', () => {
    const text = analyzeByRules(rosterEarning(70), [roomyPeta], 'en', { items, iziDot: 500 });
    expect(text).toContain(
      '* With 500.00 iziDot you can buy 2 marketplace characters now; the cheapest is Cheap Carla at 290.00 iziDot.',
    );
    expect(text).not.toContain('Every medallion is full');
    expect(analyzeByRules([], [], 'en', { items, iziDot: 300 })).toContain(
      'you can buy one marketplace character now',
    );
  });

  it('name the cheapest to save for when nothing is affordable', () => {
    const text = analyzeByRules(rosterEarning(70), [roomyPeta], 'en', { items, iziDot: 120.5 });
    expect(text).toContain(
      '* The cheapest marketplace character, Cheap Carla, costs 290.00 iziDot; you have 120.50.',
    );
    expect(text).not.toContain('you can buy');
  });

  it('suggest upgrading first when something is affordable but every medallion is full', () => {
    const text = analyzeByRules(rosterEarning(70), [fullPeta(100)], 'en', { items, iziDot: 900 });
    expect(text).toContain(
      'Your PETA medallion is full: upgrading it to 2 stars costs 100.00 iziDol',
    );
    expect(text).toContain(
      '* Every medallion is full: upgrade one before you buy another character.',
    );
  });

  it.each([
    ['es', 'Con 500.00 iziDot puedes comprar ya 2 personajes del mercado', 'Todos tus medallones'],
    [
      'fa',
      'با 500.00 iziDot همین حالا می‌توانید 2 کاراکتر از بازارچه بخرید',
      'همه‌ی مدال‌های شما پر است',
    ],
    ['ar', 'برصيد ٥٠٠٫٠٠ iziDot يمكنك الآن شراء ٢ من شخصيات السوق', 'كل ميدالياتك ممتلئة'],
  ] as const)('write them in %s', (locale, affordable, noRoom) => {
    const text = analyzeByRules(rosterEarning(70), [fullPeta(100)], locale, { items, iziDot: 500 });
    expect(text).toContain(affordable);
    expect(text).toContain(noRoom);
    expect(text).not.toMatch(/you can buy|Every medallion|cheapest/);
    expect(analyzeByRules([], [], locale, { items, iziDot: 10 })).toContain('Cheap Carla');
  });

  it('the server tells the advisor the marketplace and the balance', async () => {
    reply = { status: 500, body: {} }; // the model fails: the rules answer
    const fresh = await t.newUser();
    const { body } = await t.request('GET', '/api/ai/analyze-characters', { token: fresh.token });
    // A new account: 500 iziDot; nine of the twelve items cost 500 or less.
    expect(body.analysis).toContain(
      'With 500.00 iziDot you can buy 9 marketplace characters now; the cheapest is City Taxi Driver at 290.00 iziDot.',
    );
    const facts = received.at(-1)!.body.messages[1].content as string;
    expect(facts).toContain('"iziDotBalance":500');
    expect(facts).toContain('"name":"City Taxi Driver","priceDot":290');
  });
});

describe('one translation: the shared catalogs', () => {
  const catalog = (locale: string): Record<string, string> =>
    JSON.parse(
      readFileSync(new URL(`../../../locales/messages/${locale}.json`, import.meta.url), 'utf8'),
    );

  it.each(['en', 'es', 'fa', 'ar'] as const)(
    'the rules in %s say the catalog’s headings and the app’s job names',
    (locale) => {
      const messages = catalog(locale);
      const lines = analyzeByRules(rosterEarning(70), [fullPeta(100)], locale).split('\n');
      expect(lines[0]).toBe(`### ${messages['advisor.server.portfolio']}`);
      expect(lines).toContain(`## ${messages['advisor.server.topEarners']}`);
      expect(lines).toContain(`## ${messages['advisor.server.suggestions']}`);
      // Rich Ria is a programmer and Tired Tom a taxi driver: the names the app's cards show.
      expect(lines.find((line) => line.includes('Rich Ria'))).toContain(
        messages['jobNames.programmer'],
      );
      expect(lines.find((line) => line.includes('Tired Tom ('))).toContain(
        messages['jobNames.taxiDriver'],
      );
    },
  );

  it('follows the glossary in Persian: کاراکتر, never شخصیت', () => {
    const text = [
      analyzeByRules([], [], 'fa', { items: [{ name: 'Cheap Carla', priceDot: 290 }], iziDot: 10 }),
      analyzeByRules(rosterEarning(70), [fullPeta(100)], 'fa'),
    ].join('\n');
    expect(text).toContain('کاراکتر');
    expect(text).not.toContain('شخصیت');
  });
});
