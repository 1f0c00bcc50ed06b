/**
 * The contract's few refinements as plain check functions: zod/mini runs a function passed to
 * `.check()` as is, so the app's bundle carries neither zod's refinement schema nor its number
 * check classes. The issues they raise are the ones `describeIssue` words.
 */
import type * as z from 'zod/mini';

type Check<T> = (payload: z.core.ParsePayload<T>) => void;

/** Text that `valid` accepts; otherwise the issue says what was expected: `message`. */
export const textWhere =
  (valid: (value: string) => boolean, message: string): Check<string> =>
  ({ value: input, issues }) => {
    if (!valid(input)) issues.push({ code: 'custom', message, input });
  };

/** A number from `minimum` to `maximum`, both included. */
export const between =
  (minimum: number, maximum = Infinity): Check<number> =>
  ({ value: input, issues }) => {
    if (input < minimum) issues.push({ code: 'too_small', origin: 'number', minimum, input });
    if (input > maximum) issues.push({ code: 'too_big', origin: 'number', maximum, input });
  };
