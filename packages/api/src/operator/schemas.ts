/**
 * What the operator's calls answer: the queues of USDT requests and orders with their person and
 * reviewer, the outcome of a review, and the audit of every operator action.
 */
import * as z from 'zod/mini';
import { outcomeShape } from '../outcome';
import { orderShape, type Order } from '../shop/cart';
import { readId, readOpenEnum, readText, readTimestamp } from '../tolerant-readers';
import { usdtRequestRecordShape, type UsdtRequestRecord } from '../wallet/usdt-requests';

const optionalText = z.optional(z.nullable(readText));

/** Who asked, and which operator reviewed it (null while pending). */
interface Reviewed {
  username: string;
  reviewer: string | null;
}
export interface OperatorUsdtRequest extends UsdtRequestRecord, Reviewed {}
export interface OperatorOrder extends Order, Reviewed {}

const reviewedShape = { username: readText, reviewer: optionalText };

export const operatorUsdtRequestSchema = z.object({ ...usdtRequestRecordShape, ...reviewedShape });
export type ReadOperatorUsdtRequest = z.output<typeof operatorUsdtRequestSchema>;
export const operatorOrderSchema = z.object({ ...orderShape, ...reviewedShape });
export type ReadOperatorOrder = z.output<typeof operatorOrderSchema>;

export interface UsdtReviewResult {
  success: true;
  message: string;
  request: OperatorUsdtRequest;
}
export interface OrderReviewResult {
  success: true;
  message: string;
  order: OperatorOrder;
}

export const usdtReviewResponseSchema = z.object({
  ...outcomeShape,
  request: z.optional(operatorUsdtRequestSchema),
});
export const orderReviewResponseSchema = z.object({
  ...outcomeShape,
  order: z.optional(operatorOrderSchema),
});

export const auditActions = ['approve', 'reject', 'deliver', 'cancel'] as const;
export type AuditAction = (typeof auditActions)[number];
export const auditSubjects = ['usdt-request', 'order'] as const;
export type AuditSubject = (typeof auditSubjects)[number];

/** One operator action: who, what, on which request or order, the state before and after. */
export interface AuditEntry {
  id: number;
  operator: string;
  action: AuditAction;
  subject: AuditSubject;
  subjectId: number;
  before: string;
  after: string;
  /** The reason of a rejection or cancellation, or an approval's note. */
  reason: string | null;
  /** An ISO 8601 date and time. */
  at: string;
}

export const auditEntrySchema = z.object({
  id: readId,
  operator: readText,
  action: readOpenEnum(auditActions),
  subject: readOpenEnum(auditSubjects),
  subjectId: readId,
  before: readText,
  after: readText,
  reason: optionalText,
  at: readTimestamp,
});
export type ReadAuditEntry = z.output<typeof auditEntrySchema>;
