import type { ItemId, Open } from '../model';
import type { OrderView } from '../shop/OrdersList/OrdersList';
import type { UsdtRequestView } from '../wallet/UsdtRequestList/UsdtRequestList';

/** A USDT request as an operator sees it: whose it is and who reviewed it. */
export interface OperatorUsdtRequestView extends UsdtRequestView {
  username: string;
  reviewer?: string | null;
}

/** An order as an operator sees it: whose it is and who reviewed it. */
export interface OperatorOrderView extends OrderView {
  username: string;
  reviewer?: string | null;
  reason?: string | null;
}

export const reviewActions = ['approve', 'reject', 'deliver', 'cancel'] as const;
export type ReviewAction = (typeof reviewActions)[number];

export const auditSubjects = ['usdt-request', 'order'] as const;
export type AuditSubject = (typeof auditSubjects)[number];

/** One operator action, as `GET /api/operator/audit` gives it. */
export interface AuditEntryView {
  id: ItemId;
  /** The operator's username. */
  operator: string;
  action: Open<ReviewAction>;
  subject: Open<AuditSubject>;
  subjectId: ItemId;
  /** The state before and after, as the server names them. */
  before: string;
  after: string;
  reason?: string | null;
  /** ISO 8601. */
  at: string;
}

/** The review whose confirmation dialog is open: approve or reject a request, deliver or cancel an order. */
export type ReviewTarget =
  { action: 'approve' | 'reject'; id: ItemId } | { action: 'deliver' | 'cancel'; id: ItemId };

/** A confirmed review: approve with an optional note, reject and cancel with their reason. */
export type ReviewDecision =
  | { action: 'approve'; id: ItemId; note?: string }
  | { action: 'reject'; id: ItemId; reason: string }
  | { action: 'deliver'; id: ItemId }
  | { action: 'cancel'; id: ItemId; reason: string };
