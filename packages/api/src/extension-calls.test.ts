import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  calls,
  conversionRate,
  convertedAmount,
  createApiClient,
  isNotImplemented,
  linePrice,
  extensionCallNames,
  type ApiClient,
  type ExtensionCallName,
} from './index';
import { failureOf } from './testing/api-errors';
import { character } from './testing/samples';
import { BASE, useServer } from './testing/server';

const server = useServer();

const options = { baseUrl: BASE, getToken: () => 'token-123', getLocale: () => 'fa' };
const client = createApiClient(options);

const order = {
  id: 3,
  state: 'pending delivery',
  reason: null,
  createdAt: '2026-11-23T20:00:00.000Z',
  reviewedAt: null,
  lines: [
    {
      itemId: 1,
      name: 'Headphones',
      quantity: 1,
      payWithDiscount: true,
      priceDol: 99.99,
      costDom: 50,
    },
  ],
  totalDol: 99.99,
  totalDom: 50,
};
const request = {
  id: 7,
  type: 'withdrawal',
  amount: 40,
  proof: null,
  address: `T${'A'.repeat(33)}`,
  state: 'rejected',
  reason: 'Sanctioned address.',
  createdAt: '2026-11-23T20:00:00.000Z',
  reviewedAt: '2026-11-23T21:00:00.000Z',
};
const operatorRequest = { ...request, username: 'omid', reviewer: 'ops' };
const operatorOrder = {
  ...order,
  state: 'delivered',
  reason: null,
  reviewedAt: '2026-11-24T08:00:00.000Z',
  username: 'omid',
  reviewer: 'ops',
};
const cart = {
  lines: [{ itemId: 2, quantity: 2, payWithDiscount: false, priceDol: 498, costDom: 0 }],
  count: 2,
  totalDol: 498,
  totalDom: 0,
};

interface Case {
  call: ExtensionCallName;
  invoke: (client: ApiClient) => Promise<unknown>;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: unknown;
  response: JsonBodyType;
}

const cases: Case[] = [
  {
    call: 'buyCharacter',
    invoke: (c) => c.buyCharacter('mk/01', { characterType: 'ATA' }),
    method: 'POST',
    path: '/marketplace/items/mk%2F01/buy',
    body: { characterType: 'ATA' },
    response: {
      success: true,
      message: 'Ada joined your ATA medallion.',
      character: { ...character },
    },
  },
  {
    call: 'getCart',
    invoke: (c) => c.getCart(),
    method: 'GET',
    path: '/izishop/cart',
    body: null,
    response: cart,
  },
  {
    call: 'setCartLine',
    invoke: (c) => c.setCartLine(2, { quantity: 2, payWithDiscount: false }),
    method: 'PUT',
    path: '/izishop/cart/lines/2',
    body: { quantity: 2, payWithDiscount: false },
    response: cart,
  },
  {
    call: 'removeCartLine',
    invoke: (c) => c.removeCartLine(2),
    method: 'DELETE',
    path: '/izishop/cart/lines/2',
    body: null,
    response: { lines: [], count: 0, totalDol: 0, totalDom: 0 },
  },
  {
    call: 'checkout',
    invoke: (c) => c.checkout(),
    method: 'POST',
    path: '/izishop/checkout',
    body: null,
    response: { success: true, message: 'Order placed.', order },
  },
  {
    call: 'getOrders',
    invoke: (c) => c.getOrders(),
    method: 'GET',
    path: '/izishop/orders',
    body: null,
    response: [order],
  },
  {
    call: 'getConversionRates',
    invoke: (c) => c.getConversionRates(),
    method: 'GET',
    path: '/wallet/conversion-rates',
    body: null,
    response: { rates: [{ from: 'IZIDOL', to: 'IZIDOT', rate: 100 }] },
  },
  {
    call: 'convertTokens',
    invoke: (c) => c.convertTokens({ from: 'IZIDOT', to: 'IZIDOL', amount: 150 }),
    method: 'POST',
    path: '/wallet/convert',
    body: { from: 'IZIDOT', to: 'IZIDOL', amount: 150 },
    response: {
      success: true,
      message: 'Converted.',
      from: 'IZIDOT',
      to: 'IZIDOL',
      amount: 150,
      received: 1.5,
    },
  },
  {
    call: 'getAccount',
    invoke: (c) => c.getAccount(),
    method: 'GET',
    path: '/account',
    body: null,
    response: { username: 'sara', email: 'sara@example.com', roles: ['operator'] },
  },
  {
    call: 'getUsdtRequests',
    invoke: (c) => c.getUsdtRequests(),
    method: 'GET',
    path: '/usdt/requests',
    body: null,
    response: [request],
  },
  {
    call: 'getOperatorUsdtRequests',
    invoke: (c) => c.getOperatorUsdtRequests('rejected'),
    method: 'GET',
    path: '/operator/usdt-requests?state=rejected',
    body: null,
    response: [operatorRequest],
  },
  {
    call: 'approveUsdtRequest',
    invoke: (c) => c.approveUsdtRequest(7, { note: 'Seen on chain.' }),
    method: 'POST',
    path: '/operator/usdt-requests/7/approve',
    body: { note: 'Seen on chain.' },
    response: { success: true, message: 'Withdrawal approved.', request: operatorRequest },
  },
  {
    call: 'rejectUsdtRequest',
    invoke: (c) => c.rejectUsdtRequest(7, { reason: 'Sanctioned address.' }),
    method: 'POST',
    path: '/operator/usdt-requests/7/reject',
    body: { reason: 'Sanctioned address.' },
    response: { success: true, message: 'Withdrawal rejected.', request: operatorRequest },
  },
  {
    call: 'getOperatorOrders',
    invoke: (c) => c.getOperatorOrders(),
    method: 'GET',
    path: '/operator/orders',
    body: null,
    response: [operatorOrder],
  },
  {
    call: 'deliverOrder',
    invoke: (c) => c.deliverOrder(3),
    method: 'POST',
    path: '/operator/orders/3/deliver',
    body: null,
    response: { success: true, message: 'Order delivered.', order: operatorOrder },
  },
  {
    call: 'cancelOrder',
    invoke: (c) => c.cancelOrder(3, { reason: 'Out of stock.' }),
    method: 'POST',
    path: '/operator/orders/3/cancel',
    body: { reason: 'Out of stock.' },
    response: { success: true, message: 'Order cancelled and refunded.', order: operatorOrder },
  },
  {
    call: 'getOperatorAudit',
    invoke: (c) => c.getOperatorAudit(),
    method: 'GET',
    path: '/operator/audit',
    body: null,
    response: [
      {
        id: 1,
        operator: 'ops',
        action: 'reject',
        subject: 'usdt-request',
        subjectId: 7,
        before: 'pending',
        after: 'rejected',
        reason: 'Sanctioned address.',
        at: '2026-11-23T21:00:00.000Z',
      },
    ],
  },
];

const on = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

describe("izi's extensions of the economy", () => {
  it('has a case for every extension call, each of origin izi', () => {
    expect(cases.map((c) => c.call).sort()).toEqual([...extensionCallNames].sort());
    for (const call of extensionCallNames) expect(calls[call].origin).toBe('izi');
  });

  it.each(cases)('$call: $method $path with its body, token and locale', async (test) => {
    const arrived: { url: string; headers: Headers; body: string }[] = [];
    server.use(
      on[test.method](`${BASE}${test.path}`, async ({ request }) => {
        arrived.push({ url: request.url, headers: request.headers, body: await request.text() });
        return HttpResponse.json(test.response);
      }),
    );
    const answer = await test.invoke(client);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.url).toBe(`${BASE}${test.path}`);
    expect(arrived[0]!.headers.get('Authorization')).toBe('Bearer token-123');
    expect(arrived[0]!.headers.get('Accept-Language')).toBe('fa');
    expect(arrived[0]!.body ? JSON.parse(arrived[0]!.body) : null).toEqual(test.body);
    expect(answer).toEqual(test.response);
  });

  it('reads another backend tolerantly: numbers as text, ids as text, defaults', async () => {
    server.use(
      http.get(`${BASE}/izishop/cart`, () =>
        HttpResponse.json({
          lines: [{ itemId: 'sku-2', quantity: '2', priceDol: '498.00' }],
          count: '2',
          totalDol: '498.00',
        }),
      ),
    );
    expect(await client.getCart()).toEqual({
      lines: [{ itemId: 'sku-2', quantity: 2, payWithDiscount: false, priceDol: 498, costDom: 0 }],
      count: 2,
      totalDol: 498,
      totalDom: 0,
    });
  });

  it('reads an unknown state as its text, and an older order without a review', async () => {
    server.use(
      http.get(`${BASE}/usdt/requests`, () =>
        HttpResponse.json([{ ...request, state: 'on hold', reason: undefined, reviewedAt: null }]),
      ),
      http.get(`${BASE}/izishop/orders`, () =>
        HttpResponse.json([
          { ...order, state: 'PENDING_DELIVERY', reason: undefined, reviewedAt: undefined },
        ]),
      ),
    );
    expect((await client.getUsdtRequests())[0]).toMatchObject({
      state: 'on hold',
      reviewedAt: null,
    });
    expect((await client.getOrders())[0]!.state).toBe('pending delivery');
  });

  it('throws a refusal with the server message, named after the call', async () => {
    server.use(
      http.post(`${BASE}/izishop/checkout`, () =>
        HttpResponse.json(
          { success: false, message: 'Espresso Maker is out of stock.' },
          { status: 409 },
        ),
      ),
    );
    const error = await failureOf(client.checkout());
    expect(error).toMatchObject({
      kind: 'http',
      status: 409,
      call: 'checkout',
      message: 'Espresso Maker is out of stock.',
    });
    expect(isNotImplemented(error)).toBe(false);
  });

  it.each([404, 405, 501])(
    'isNotImplemented: a backend answering %i lacks the call',
    async (status) => {
      server.use(
        http.post(`${BASE}/wallet/convert`, () =>
          HttpResponse.json({ message: 'Not Found' }, { status }),
        ),
      );
      const error = await failureOf(
        client.convertTokens({ from: 'IZIDOL', to: 'IZIDOT', amount: 1 }),
      );
      expect(isNotImplemented(error)).toBe(true);
    },
  );

  it('isNotImplemented is false for other failures and for non-errors', async () => {
    expect(isNotImplemented(new ApiError('network', 'getCart', 'offline'))).toBe(false);
    expect(isNotImplemented(new ApiError('http', 'getCart', 'x', { status: 400 }))).toBe(false);
    expect(isNotImplemented(new Error('404'))).toBe(false);
  });
});

describe('the shared figures of conversion and the cart', () => {
  it('convert at the README rates, rounding down to the cent', () => {
    expect(conversionRate('IZIDOL', 'IZIDOT')).toBe(100);
    expect(conversionRate('IZIDOT', 'IZIDOL')).toBe(0.01);
    expect(convertedAmount('IZIDOL', 'IZIDOT', 10.55)).toBe(1055);
    expect(convertedAmount('IZIDOT', 'IZIDOL', 150.55)).toBe(1.5);
    expect(convertedAmount('IZIDOT', 'IZIDOL', 0.99)).toBe(0);
  });

  it('price a cart line, with the discount only when both discount fields are set', () => {
    const item = { priceDol: 129.99, discountPriceDol: 99.99, discountCostDom: 50 };
    expect(linePrice(item, 3, false)).toEqual({ priceDol: 389.97, costDom: 0 });
    expect(linePrice(item, 3, true)).toEqual({ priceDol: 299.97, costDom: 150 });
    expect(linePrice({ ...item, discountCostDom: null }, 1, true)).toEqual({
      priceDol: 129.99,
      costDom: 0,
    });
  });
});
