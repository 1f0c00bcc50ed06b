/**
 * The rules a request's fields follow, shared by the areas' request schemas (the server and the
 * mocks validate what arrives with them; the client does not validate what it sends).
 */
import * as z from 'zod/mini';
import { textWhere } from './tolerant-readers';

/**
 * What a text field may not hold: control characters (Unicode `Cc`). A NUL would reach the
 * database (which refuses it), a line break the log. A multi-line field may hold line breaks
 * (`\n`) and tabs, nothing else of them.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'text without control characters';
export const singleLine = textWhere((text) => !/\p{Cc}/u.test(text), CONTROL_CHARACTERS_MESSAGE);
const multiLine = textWhere(
  (text) => !/\p{Cc}/u.test(text.replace(/[\n\t]/g, '')),
  CONTROL_CHARACTERS_MESSAGE,
);

/** A string with at least one non-space character, on one line. */
export const requiredText = z.string().check(z.regex(/\S/), singleLine);
/** The same, where line breaks and tabs are allowed. */
export const requiredLines = z.string().check(z.regex(/\S/), multiLine);
export const positiveAmount = z.number().check(z.gt(0));
