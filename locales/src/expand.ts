import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import idsText from '../compiled/app/ids.json';
import type { CompactMessage, Messages } from './types';

const literal = (value: string): MessageFormatElement => ({ type: 0, value });

/** React-intl's AST of a compact message. */
export function expandMessage(message: CompactMessage): MessageFormatElement[] {
  if (typeof message === 'string') return [literal(message)];
  return message.map((element): MessageFormatElement => {
    if (typeof element === 'string') return literal(element);
    if (Array.isArray(element)) return { type: 1, value: element[0] };
    const copy: Record<string, unknown> = { ...element };
    const options = copy.options as Record<string, { value: CompactMessage }> | undefined;
    if (options)
      copy.options = Object.fromEntries(
        Object.entries(options).map(([key, option]) => [
          key,
          { ...option, value: expandMessage(option.value) },
        ]),
      );
    if (copy.children) copy.children = expandMessage(copy.children as CompactMessage);
    return copy as unknown as MessageFormatElement;
  });
}

/**
 * The ids of the app's catalogs, in their order (ids.json, in this module's chunk: the four
 * catalogs do not carry them each): runs of ids with the same first part, `cart:empty,title;…`.
 */
export const ids = idsText.split(';').flatMap((run) => {
  const [first, rests = ''] = run.split(':');
  return rests.split(',').map((rest) => `${first}.${rest}`);
});

/** A whole catalog from its compact messages, in the order of the shared ids. */
export function expandCatalog(messages: CompactMessage[]): Messages {
  const catalog: Messages = {};
  ids.forEach((id, index) => {
    const message = messages[index];
    if (message !== undefined) catalog[id] = expandMessage(message);
  });
  return catalog;
}
