import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A catalog as react-intl reads it: each id's message, pre-compiled to its AST. */
export type Messages = Record<string, MessageFormatElement[]>;

/**
 * A message in the app's catalogs (locales/compiled/app, see scripts/compact.mjs): one literal
 * text as a string, else its elements, a literal as a string and a simple argument as `[name]`.
 */
export type CompactMessage = string | CompactElement[];
type CompactElement = string | [string] | Record<string, unknown>;
