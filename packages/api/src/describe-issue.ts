/** Turns a zod issue into a short English phrase that names the field at fault. */
import type * as z from 'zod/mini';

/** `invalid response at [2].energy: expected number, received string "12.5"`. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const { input } = issue;
  const where = issue.path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
  const expected =
    issue.code === 'invalid_type'
      ? issue.expected
      : issue.code === 'invalid_value'
        ? `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
        : issue.code === 'too_small'
          ? `at least ${issue.minimum}`
          : issue.code === 'too_big'
            ? `at most ${issue.maximum}`
            : issue.message; // a check's own wording, e.g. "an ISO date and time"
  // A number, a boolean or null reads as itself; text is quoted (and cut at 40 characters).
  const received =
    input === undefined
      ? 'but it is missing'
      : `received ${
          typeof input === 'string'
            ? `string ${JSON.stringify(input.slice(0, 40))}`
            : typeof input === 'object' && input
              ? Array.isArray(input)
                ? 'array'
                : 'object'
              : String(input)
        }`;
  return `invalid response${where && ` at ${where}`}: expected ${expected}, ${received}`;
}
