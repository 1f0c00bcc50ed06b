/** A piece of the advisor's answer, ready to be rendered as text. */
export type AnalysisBlock =
  | { kind: 'heading'; level: 3 | 4; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

/**
 * Reads the advisor's line format, one line at a time:
 * - `### text` is a heading of level 3 and `## text` one of level 4 (under the dialog's h2);
 *   any longer run of `#` counts as `###`;
 * - `* text` is a list item, and consecutive items (blank lines between them included) make one
 *   list; a line opening with `**` is bold prose, not an item, and stays a paragraph;
 * - every other non-blank line is a paragraph; blank lines and empty markers are dropped.
 * Nothing is interpreted beyond that: markup in the text stays text.
 */
export function parseAnalysis(text: string): AnalysisBlock[] {
  const blocks: AnalysisBlock[] = [];
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (line === '') continue;
    if (line.startsWith('##')) {
      const heading = line.replace(/^#+\s*/, '');
      if (heading !== '') {
        blocks.push({ kind: 'heading', level: line.startsWith('###') ? 3 : 4, text: heading });
      }
      continue;
    }
    if (line.startsWith('*') && !line.startsWith('**')) {
      const item = line.slice(1).trim();
      if (item === '') continue;
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
      continue;
    }
    blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}
