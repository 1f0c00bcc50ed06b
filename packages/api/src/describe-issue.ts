/** Turns a zod issue into a short English phrase that names the field at fault. */
import type * as z from 'zod/mini';

function expected(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return `at least ${issue.minimum}`;
    case 'too_big':
      return `at most ${issue.maximum}`;
    default:
      return issue.message; // a refinement's own wording, e.g. "an ISO date and time"
  }
}

function received(input: unknown): string {
  if (input === undefined) return 'but it is missing';
  if (typeof input === 'string') return `received string ${JSON.stringify(input.slice(0, 40))}`;
  const type = input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input;
  return `received ${typeof input === 'number' || typeof input === 'boolean' ? input : type}`;
}

/** `invalid response at [2].energy: expected number, received string "12.5"`. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
  return `invalid response${where && ` at ${where}`}: expected ${expected(issue)}, ${received(issue.input)}`;
}
