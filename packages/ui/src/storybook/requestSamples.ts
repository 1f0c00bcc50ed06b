import type { AuditEntryView, OperatorOrderView, OperatorUsdtRequestView } from '../operator/model';
import type { UsdtRequestView } from '../wallet/UsdtRequestList/UsdtRequestList';

/** Stories only: USDT requests, orders and audit entries as the operator calls give them. */

export const usdtRequests: UsdtRequestView[] = [
  {
    id: 11,
    type: 'withdrawal',
    amount: 40,
    proof: null,
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    state: 'rejected',
    reason: 'The address is not a TRON address.',
    createdAt: '2025-03-20T08:15:00Z',
    reviewedAt: '2025-03-20T10:00:00Z',
  },
  {
    id: 12,
    type: 'deposit',
    amount: 250.5,
    proof: '0x9f2c…e41a',
    address: null,
    state: 'pending',
    reason: null,
    createdAt: '2025-03-21T09:30:00Z',
    reviewedAt: null,
  },
  {
    id: 10,
    type: 'deposit',
    amount: 100,
    proof: '0x1b7d…03c2',
    address: null,
    state: 'approved',
    reason: null,
    createdAt: '2025-03-18T16:05:00Z',
    reviewedAt: '2025-03-18T17:40:00Z',
  },
];

export const operatorRequests: OperatorUsdtRequestView[] = [
  {
    id: 12,
    username: 'sara.k',
    type: 'deposit',
    amount: 250.5,
    proof: '0x9f2c4be1d7a03e41a',
    address: null,
    state: 'pending',
    reason: null,
    createdAt: '2025-03-21T09:30:00Z',
    reviewedAt: null,
    reviewer: null,
  },
  {
    id: 13,
    username: 'reza',
    type: 'withdrawal',
    amount: 40,
    proof: null,
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    state: 'pending',
    reason: null,
    createdAt: '2025-03-21T11:05:00Z',
    reviewedAt: null,
    reviewer: null,
  },
];

export const reviewedRequests: OperatorUsdtRequestView[] = [
  {
    id: 11,
    username: 'reza',
    type: 'withdrawal',
    amount: 40,
    proof: null,
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    state: 'rejected',
    reason: 'The address is not a TRON address.',
    createdAt: '2025-03-20T08:15:00Z',
    reviewedAt: '2025-03-20T10:00:00Z',
    reviewer: 'ops.maria',
  },
];

export const operatorOrders: OperatorOrderView[] = [
  {
    id: 2,
    username: 'sara.k',
    state: 'pending delivery',
    reason: null,
    reviewer: null,
    createdAt: '2025-03-21T09:40:00Z',
    lines: [
      { itemId: 1, name: 'Wireless Headphones', quantity: 1, priceDol: 99.99, costDom: 50 },
      { itemId: 2, name: 'Smartwatch Pro', quantity: 2, priceDol: 498, costDom: 0 },
    ],
    totalDol: 597.99,
    totalDom: 50,
  },
];

export const auditEntries: AuditEntryView[] = [
  {
    id: 31,
    operator: 'ops.maria',
    action: 'reject',
    subject: 'usdt-request',
    subjectId: 11,
    before: 'pending',
    after: 'rejected',
    reason: 'The address is not a TRON address.',
    at: '2025-03-20T10:00:00Z',
  },
  {
    id: 30,
    operator: 'ops.li',
    action: 'deliver',
    subject: 'order',
    subjectId: 1,
    before: 'pending delivery',
    after: 'delivered',
    reason: null,
    at: '2025-03-19T14:20:00Z',
  },
];
