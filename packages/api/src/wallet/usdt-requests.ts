/**
 * A person's own USDT requests with their review (izi's own call): what it answers and its entry.
 * The client loads it on first use, with the operator's
 * calls (`operator/client.ts`).
 */
import * as z from 'zod/mini';
import { entry, type CallSpec, type RequestOptions, type Send } from '../call-spec';
import { usdtRequestTypes, type UsdtRequestType } from '../constants';
import { readAmount, readId, readOpenEnum, readText, readTimestamp } from '../tolerant-readers';

/** Where a USDT request stands: waiting for an operator, or reviewed one way or the other. */
export const usdtRequestStates = ['pending', 'approved', 'rejected'] as const;
export type UsdtRequestState = (typeof usdtRequestStates)[number];

/** A deposit or withdrawal request as recorded, with its review. */
export interface UsdtRequestRecord {
  id: number;
  type: UsdtRequestType;
  amount: number;
  /** A deposit's transaction proof; null for a withdrawal. */
  proof: string | null;
  /** A withdrawal's address; null for a deposit. */
  address: string | null;
  state: UsdtRequestState;
  /** Why it was rejected; null otherwise. */
  reason: string | null;
  /** ISO 8601 dates and times. */
  createdAt: string;
  reviewedAt: string | null;
}

const optionalText = z.optional(z.nullable(readText));

/** The fields every reading of a USDT request shares (the operator's adds who and by whom). */
export const usdtRequestRecordShape = {
  id: readId,
  type: readOpenEnum(usdtRequestTypes),
  amount: readAmount,
  proof: optionalText,
  address: optionalText,
  /** An unknown state is kept as its text. */
  state: readOpenEnum(usdtRequestStates),
  reason: optionalText,
  createdAt: readTimestamp,
  reviewedAt: z.optional(z.nullable(readTimestamp)),
};
export const usdtRequestRecordSchema = z.object(usdtRequestRecordShape);
export type ReadUsdtRequestRecord = z.output<typeof usdtRequestRecordSchema>;

export const usdtRequestListCalls = {
  /** The person's own USDT requests, newest first. */
  getUsdtRequests: entry('izi', 'GET', '/usdt/requests', usdtRequestRecordSchema, { list: true }),
} satisfies Record<string, CallSpec>;

export interface UsdtRequestListAnswers {
  getUsdtRequests: UsdtRequestRecord[];
}

/** The client's method of the request list, over its `send`. */
export const usdtRequestListClient = (send: Send) => ({
  /** GET /usdt/requests: the person's own requests, newest first. */
  getUsdtRequests: (o?: RequestOptions) =>
    send('getUsdtRequests', usdtRequestListCalls.getUsdtRequests, o),
});
