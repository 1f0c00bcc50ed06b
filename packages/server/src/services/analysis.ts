/**
 * The AI advisor's text, from the user's own characters and medallions, in the form the app
 * renders: `###` and `##` headings and `*` bullets. An OpenAI-compatible model writes it when
 * `AI_API_URL` and `AI_API_KEY` are set; the rules below write it otherwise, and whenever the
 * model fails or answers nothing.
 */
import { jobs, salePriceOf, type Character, type Medallion } from '@izi/api';
import type { AiConfig, ServerContext } from '../context';

const dot = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const jobName = (job: string) => job.charAt(0) + job.slice(1).toLowerCase().replace('_', ' ');

export function analyzeByRules(characters: Character[], medallions: Medallion[]): string {
  if (characters.length === 0)
    return [
      '### Your portfolio',
      '* You do not own any characters yet, so nothing earns iziDot for you today.',
      '## Suggestions',
      '* Visit the marketplace and pick a character whose job you like: income starts the day after you buy.',
      '* Start with a PETA character: it is the cheapest type and your PETA medallion has room for it.',
    ].join('\n');

  const daily = characters.reduce((sum, c) => sum + c.baseRate, 0);
  const byRate = [...characters].sort((a, b) => b.baseRate - a.baseRate);
  const lines = [
    '### Your portfolio',
    `* ${characters.length} character${characters.length === 1 ? '' : 's'} earn ${dot(daily)} iziDot a day, about ${dot(daily * 7)} a week.`,
    `* By type: ${(['PETA', 'BETA', 'ATA', 'ALPHA'] as const)
      .map((type) => `${type} ${characters.filter((c) => c.characterType === type).length}`)
      .join(', ')}.`,
    '## Top earners',
    ...byRate
      .slice(0, 3)
      .map(
        (c) =>
          `* ${c.name} (${jobName(c.job)}, ${c.characterType}): ${dot(c.baseRate)} iziDot a day.`,
      ),
  ];

  const attention = characters.flatMap((c) => {
    const notes: string[] = [];
    if (c.energy < 30) notes.push(`* ${c.name} is low on energy (${c.energy}%): let them rest.`);
    if (c.happiness < 40)
      notes.push(`* ${c.name} is unhappy (${c.happiness}%): happier characters work better.`);
    return notes;
  });
  if (attention.length) lines.push('## Needs attention', ...attention);

  const suggestions: string[] = [];
  for (const medallion of medallions) {
    const room = medallion.capacity - medallion.characterCount;
    if (room > 0 && medallion.characterCount > 0)
      suggestions.push(
        `* Your ${medallion.type} medallion holds ${medallion.characterCount} of ${medallion.capacity}: room for ${room} more.`,
      );
    if (medallion.nextLevel && room === 0)
      suggestions.push(
        `* Your ${medallion.type} medallion is full: upgrading it to ${medallion.nextLevel.starLevel} stars costs ${dot(medallion.nextLevel.price)} iziDol and holds ${medallion.nextLevel.capacity}.`,
      );
  }
  const missing = jobs.filter((job) => !characters.some((c) => c.job === job));
  if (missing.length)
    suggestions.push(
      `* Spread your risk: you have no ${missing.slice(0, 3).map(jobName).join(', ')}${missing.length > 3 ? ' and others' : ''} yet.`,
    );
  const weakest = byRate.at(-1);
  if (weakest && characters.length > 1)
    suggestions.push(
      `* Your lowest earner, ${weakest.name}, would sell for ${dot(salePriceOf(weakest))} iziDot (twenty days of income).`,
    );
  if (suggestions.length) lines.push('## Suggestions', ...suggestions);
  return lines.join('\n');
}

/** `https://host/v1` → `https://host/v1/chat/completions` (a full URL is kept as it is). */
export const chatCompletionsUrl = (url: string) =>
  /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`;

async function analyzeByModel(
  ai: AiConfig,
  timeoutMs: number,
  characters: Character[],
  medallions: Medallion[],
): Promise<string> {
  const facts = {
    characters: characters.map(({ customName: _, image: __, ...c }) => c),
    medallions: medallions.map(({ imageUrl: _, ...m }) => m),
  };
  const response = await fetch(chatCompletionsUrl(ai.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ai.key}` },
    body: JSON.stringify({
      model: ai.model,
      temperature: 0.4,
      messages: [
        {
          role: 'system',
          content:
            'You are the strategy advisor of izi, a game where characters earn iziDot every day (baseRate) and sit in medallions of their type (PETA, BETA, ATA, ALPHA). Write a short analysis in English of the player\'s characters. Use only lines starting with "### " (one title), "## " (section headings) and "* " (bullets); no other markdown, no tables.',
        },
        { role: 'user', content: `My characters and medallions:\n${JSON.stringify(facts)}` },
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
): Promise<string> {
  if (ctx.ai) {
    try {
      return await analyzeByModel(ctx.ai, ctx.rules.aiTimeoutMs, characters, medallions);
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown error';
      ctx.log.warn(`[ai] analysis by the model failed (${reason}); the rules answer instead`);
    }
  }
  return analyzeByRules(characters, medallions);
}
