/** What the operator's review calls send: the server and the mocks validate it. */
import * as z from 'zod/mini';
import { requiredLines } from '../request-checks';

/** The longest reason or note an operator may write. */
export const REVIEW_TEXT_MAX_LENGTH = 500;

const reviewText = requiredLines.check(z.maxLength(REVIEW_TEXT_MAX_LENGTH));

/** `POST /operator/usdt-requests/{id}/approve`: an optional note, kept in the audit. */
export const approveRequestSchema = z.object({ note: z.optional(reviewText) });
export type ApproveRequest = z.infer<typeof approveRequestSchema>;

/** Rejecting a request or cancelling an order: the reason the person will read. */
export const reasonRequestSchema = z.object({ reason: reviewText });
export type ReasonRequest = z.infer<typeof reasonRequestSchema>;

/** The states each operator list filters by (`?state=`). */
export const operatorRequestFilters = ['pending', 'approved', 'rejected'] as const;
export const operatorOrderFilters = ['pending', 'delivered', 'cancelled'] as const;
export type OperatorRequestFilter = (typeof operatorRequestFilters)[number];
export type OperatorOrderFilter = (typeof operatorOrderFilters)[number];
