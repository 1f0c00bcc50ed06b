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

/** Reads a typed amount: a finite number, or null for empty or non-numeric text. */
export function parseAmount(text: string): number | null {
  const normalized = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u066b]/g, '.')
    .replace(/[,\u066c]/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalized)) return null;
  const value = Number.parseFloat(normalized);
  return Number.isFinite(value) ? value : null;
}
