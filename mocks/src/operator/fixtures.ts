/**
 * The operator's world in the mocks: the signed-in person's account and own USDT requests, and the
 * queues an operator reviews (other people's requests and orders, a few in each state) with the
 * audit of the reviews already made. Fixed dates, so that stories stay the same.
 */
import type {
  Account,
  AuditEntry,
  OperatorOrder,
  OperatorUsdtRequest,
  UsdtRequestRecord,
} from '@izi/api';

export const account: Account = { username: 'demo', email: 'demo@izi.example', roles: [] };

const TRON = 'TXyz1234567890abcdefghijkLMNopqrst';
const ETH = '0x52908400098527886E0F7030069857D2E4169EE7';

export const usdtRequests: UsdtRequestRecord[] = [
  {
    id: 104,
    type: 'withdrawal',
    amount: 40,
    proof: null,
    address: TRON,
    state: 'pending',
    reason: null,
    createdAt: '2025-06-14T08:30:00.000Z',
    reviewedAt: null,
  },
  {
    id: 103,
    type: 'withdrawal',
    amount: 250,
    proof: null,
    address: ETH,
    state: 'rejected',
    reason: 'The address is not on the TRON or Ethereum network.',
    createdAt: '2025-06-12T16:05:00.000Z',
    reviewedAt: '2025-06-12T18:40:00.000Z',
  },
  {
    id: 102,
    type: 'deposit',
    amount: 500,
    proof: '0x9f2c4a7e1b3d5f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081',
    address: null,
    state: 'approved',
    reason: null,
    createdAt: '2025-06-10T09:12:00.000Z',
    reviewedAt: '2025-06-10T10:02:00.000Z',
  },
];

export const operatorUsdtRequests: OperatorUsdtRequest[] = [
  {
    id: 212,
    username: 'sara',
    type: 'deposit',
    amount: 150,
    proof: '0x4b1d0e5a9c3f7e2d8b6a1c0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d',
    address: null,
    state: 'pending',
    reason: null,
    reviewer: null,
    createdAt: '2025-06-14T09:00:00.000Z',
    reviewedAt: null,
  },
  {
    id: 211,
    username: 'omid',
    type: 'withdrawal',
    amount: 75.5,
    proof: null,
    address: TRON,
    state: 'pending',
    reason: null,
    reviewer: null,
    createdAt: '2025-06-14T07:45:00.000Z',
    reviewedAt: null,
  },
  {
    id: 208,
    username: 'lina',
    type: 'deposit',
    amount: 1000,
    proof: 'Binance transfer 7731-2290, 14 June',
    address: null,
    state: 'approved',
    reason: null,
    reviewer: 'ops_maria',
    createdAt: '2025-06-13T12:10:00.000Z',
    reviewedAt: '2025-06-13T12:30:00.000Z',
  },
  {
    id: 205,
    username: 'omid',
    type: 'withdrawal',
    amount: 300,
    proof: null,
    address: ETH,
    state: 'rejected',
    reason: 'The address belongs to a sanctioned exchange.',
    reviewer: 'ops_maria',
    createdAt: '2025-06-12T15:00:00.000Z',
    reviewedAt: '2025-06-12T15:20:00.000Z',
  },
];

const line = (itemId: number, name: string, quantity: number, priceDol: number) => ({
  itemId,
  name,
  quantity,
  payWithDiscount: false,
  priceDol,
  costDom: 0,
});

export const operatorOrders: OperatorOrder[] = [
  {
    id: 31,
    username: 'sara',
    state: 'pending delivery',
    reason: null,
    reviewer: null,
    createdAt: '2025-06-14T08:50:00.000Z',
    reviewedAt: null,
    lines: [line(1, 'Wireless Headphones', 1, 129.99)],
    totalDol: 129.99,
    totalDom: 0,
  },
  {
    id: 29,
    username: 'lina',
    state: 'delivered',
    reason: null,
    reviewer: 'ops_maria',
    createdAt: '2025-06-12T10:00:00.000Z',
    reviewedAt: '2025-06-13T09:00:00.000Z',
    lines: [line(2, 'Smartwatch Pro', 2, 498)],
    totalDol: 498,
    totalDom: 0,
  },
  {
    id: 27,
    username: 'omid',
    state: 'cancelled',
    reason: 'The supplier cannot deliver to this region.',
    reviewer: 'ops_maria',
    createdAt: '2025-06-11T14:00:00.000Z',
    reviewedAt: '2025-06-11T16:30:00.000Z',
    lines: [line(3, 'Espresso Maker', 1, 89.5)],
    totalDol: 89.5,
    totalDom: 0,
  },
];

export const audit: AuditEntry[] = [
  {
    id: 4,
    operator: 'ops_maria',
    action: 'approve',
    subject: 'usdt-request',
    subjectId: 208,
    before: 'pending',
    after: 'approved',
    reason: 'Seen on chain.',
    at: '2025-06-13T12:30:00.000Z',
  },
  {
    id: 3,
    operator: 'ops_maria',
    action: 'deliver',
    subject: 'order',
    subjectId: 29,
    before: 'pending delivery',
    after: 'delivered',
    reason: null,
    at: '2025-06-13T09:00:00.000Z',
  },
  {
    id: 2,
    operator: 'ops_maria',
    action: 'reject',
    subject: 'usdt-request',
    subjectId: 205,
    before: 'pending',
    after: 'rejected',
    reason: 'The address belongs to a sanctioned exchange.',
    at: '2025-06-12T15:20:00.000Z',
  },
  {
    id: 1,
    operator: 'ops_maria',
    action: 'cancel',
    subject: 'order',
    subjectId: 27,
    before: 'pending delivery',
    after: 'cancelled',
    reason: 'The supplier cannot deliver to this region.',
    at: '2025-06-11T16:30:00.000Z',
  },
];
