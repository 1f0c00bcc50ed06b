import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

export interface NumberFieldProps extends Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'endAdornment'
> {
  /** The unit after the number (USDT, DOT). */
  unit?: ReactNode;
}

/**
 * A number typed as text with a numeric keyboard: the form reads and checks the value itself,
 * so that "abc" gets the product's own message instead of the browser's silent refusal.
 */
export function NumberField({ unit, ...props }: NumberFieldProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      endAdornment={unit}
    />
  );
}

/**
 * An amount after `normalize`: an optional sign, then either plain digits or digits grouped in
 * threes by commas (the first group 1 to 3 digits, not starting with 0), then an optional
 * decimal point with digits; or a sign, a point and digits (".5").
 */
const AMOUNT = /^[-+]?(?:(?:[1-9]\d{0,2}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)$/;

/**
 * Latin digits, "." for the decimal separator and "," for the group separator, from what a
 * person may type or paste: Persian and Arabic-Indic digits, the Arabic decimal (٫) and group
 * (٬) separators, the minus sign (−), and the invisible direction marks that Arabic and Persian
 * number formatting puts before a sign.
 */
function normalize(text: string): string {
  return text
    .trim()
    .replace(/[\u061c\u200e\u200f]/g, '')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u2212/g, '-')
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
}

/**
 * Reads a typed amount: a finite number, or null for empty, non-numeric or ambiguous text.
 *
 * The decimal separator is "." (or ٫); a comma (or ٬) is read only as a thousands separator in
 * well-formed groups of three ("1,234.56", "١٬٢٣٤٫٥٦"). Anything else with a comma is refused
 * rather than guessed at: "25,50" is a decimal comma in Spanish and must not become 2550, and
 * "1,5", "12,3456" or "0,500" cannot be read as groups either.
 */
export function parseAmount(text: string): number | null {
  const normalized = normalize(text);
  if (!AMOUNT.test(normalized)) return null;
  const value = Number.parseFloat(normalized.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}
