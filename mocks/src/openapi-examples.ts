/**
 * The OpenAPI document's examples: each call's example request (`@izi/api`'s `requestExamples`
 * and `idExamples`) sent to the mocks in the table's order over one fresh state, and what they
 * answered. Logout goes last, so the session holds for the calls before it.
 */
import { calls, pathWithId, type CallName } from '@izi/api';
import { idExamples, requestExamples, type CallExample } from '@izi/api/openapi';
import { getResponse } from 'msw';
import { createMockDb } from './db';
import { createHandlers, mockTokenFor } from './handlers';

const BASE_URL = 'http://izi.example/api';

/** A list's first two items are example enough: the document stays readable. */
const shortened = (answer: unknown) => (Array.isArray(answer) ? answer.slice(0, 2) : answer);

export async function answerExamples(): Promise<Partial<Record<CallName, CallExample>>> {
  // A fixed clock: the committed document is the same on every run.
  const db = createMockDb({ now: () => new Date('2025-06-14T09:12:00.000Z') });
  const handlers = createHandlers({ db, baseUrl: BASE_URL });
  const token = mockTokenFor('ada');
  const names = (Object.keys(calls) as CallName[]).sort(
    (a, b) => Number(a === 'logout') - Number(b === 'logout'),
  );
  const examples: Partial<Record<CallName, CallExample>> = {};
  for (const name of names) {
    const id = (idExamples as Partial<Record<CallName, string | number>>)[name];
    const body = (requestExamples as Partial<Record<CallName, unknown>>)[name];
    // Checkout pays for what the cart holds: the example puts a line in it first.
    if (name === 'checkout')
      await send('setCartLine', requestExamples.setCartLine, idExamples.setCartLine);
    const response = await send(name, body, id);
    const text = await response.text();
    examples[name] = {
      ...(body !== undefined && { request: body }),
      ...(id !== undefined && { id }),
      ...(response.ok && text && { answer: shortened(JSON.parse(text)) }),
    };
  }
  return examples;

  async function send(name: CallName, body: unknown, id?: string | number) {
    const spec = calls[name];
    const path = id === undefined ? spec.path : pathWithId(spec, id);
    const response = await getResponse(
      handlers,
      new Request(BASE_URL + path, {
        method: spec.method,
        headers: {
          'Content-Type': 'application/json',
          'Accept-Language': 'en',
          ...(spec.auth && { Authorization: `Bearer ${token}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    if (!response) throw new Error(`the mocks have no handler for ${spec.method} ${path}`);
    return response;
  }
}
