import * as z from 'zod/mini';
import { readBoolean, readText } from './tolerant-readers';

/**
 * The answer of a call that only succeeds or fails: a `{ success, message }` body, or nothing
 * (204). A body with `success: false` is thrown by the client as an `ApiError` of kind `rejected`.
 */
export const outcomeSchema = z.optional(
  z.object({ success: z.optional(readBoolean), message: z.optional(readText) }),
);
export type Outcome = z.infer<typeof outcomeSchema>;

/** The fields of every answer that says whether it succeeded, for answers that carry more. */
export const outcomeShape = { success: readBoolean, message: /* @__PURE__ */ z.optional(readText) };
