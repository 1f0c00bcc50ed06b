/** What a USDT request sends: the server and the mocks validate it; the client's types do. */
import * as z from 'zod/mini';
import { positiveAmount, requiredLines, requiredText } from '../request-checks';

/** A deposit carries a transaction proof; a withdrawal, the wallet address to pay. */
export const usdtRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('deposit'), amount: positiveAmount, proof: requiredLines }),
  z.object({ type: z.literal('withdrawal'), amount: positiveAmount, address: requiredText }),
]);
export type UsdtRequest = z.infer<typeof usdtRequestSchema>;
