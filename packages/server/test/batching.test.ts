/**
 * Calls that arrive together do their database work together (why: `batchByTurn` in
 * src/http/middleware/batching.ts): each API call waits for the rest of its turn's input before
 * its first query, and for the rest of the queries before its answer goes out. Here three GET /api/wallet reach the
 * server in one read of the event loop, and what happens is recorded in order: each request read,
 * each query started, each answer handed to Node.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/http/app';
import { onPostgres, startTestServer, type TestServer } from './helpers';

type Event = 'read' | 'query' | 'answer';

let t: TestServer;
let node: Server;
let url: { host: string; port: number };
const events: Event[] = [];

beforeAll(async () => {
  t = await startTestServer();
  // The test server's app again, on a Node server of the test's own, whose requests and answers
  // can be watched: the same `createApp` over the same context (database, log, rules).
  const app = createApp(t.server.context, { staticDir: null });
  const listener = getRequestListener(app.fetch);
  node = createServer((request: IncomingMessage, response: ServerResponse) => {
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    response.end = ((...args: unknown[]) => {
      events.push('answer');
      return end(...args);
    }) as typeof response.end;
    void listener(request, response);
    events.push('read');
  });
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  url = { host: '127.0.0.1', port: (node.address() as AddressInfo).port };
  // Every query the app asks of the database (PGlite's or node-postgres's `query`).
  const client = (t.server.context.db as unknown as { $client: { query: unknown } }).$client;
  const query = client.query as (...args: unknown[]) => unknown;
  client.query = (...args: unknown[]) => {
    events.push('query');
    return query.apply(client, args);
  };
});
afterAll(async () => {
  await new Promise((resolve) => node?.close(resolve));
  await t?.close();
});

const opened = () =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(url, () => resolve(socket));
    socket.once('error', reject);
  });

/** The status line of the one answer a socket gets, once the whole answer has come. */
const answerOf = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      const [head, body = ''] = text.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? NaN);
      if (body.length >= length) {
        socket.destroy();
        resolve(head!.split('\r\n')[0]!);
      }
    });
    socket.once('error', reject);
  });

describe('calls that arrive together', () => {
  it('read every request before the first query, and queries before answers', async () => {
    const { token } = await t.newUser();
    let accepted = 0;
    const allAccepted = new Promise<void>((resolve) =>
      node.on('connection', () => {
        if (++accepted === 3) resolve();
      }),
    );
    const sockets = await Promise.all([opened(), opened(), opened()]);
    // The server has taken the three connections, so it reads them in the same turn.
    await allAccepted;
    events.length = 0;
    const answers = sockets.map(answerOf);
    // Written in one go: the three requests are there when the server next reads its sockets.
    for (const socket of sockets)
      socket.write(
        `GET /api/wallet HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      );
    expect(await Promise.all(answers)).toEqual(Array(3).fill('HTTP/1.1 200 OK'));

    // Each call asks for its session, then its balances: 6 queries, 3 answers.
    expect(events.filter((event) => event === 'query')).toHaveLength(6);
    expect(events.filter((event) => event === 'answer')).toHaveLength(3);
    // No query before every request is read (one at a time, each call's queries and answer came
    // between one request's reading and the next's).
    expect(events.slice(0, 3)).toEqual(['read', 'read', 'read']);
    // No answer before every call has asked for its session.
    expect(events.indexOf('answer')).toBeGreaterThan(
      events.indexOf('query', events.indexOf('query', events.indexOf('query') + 1) + 1),
    );
    // The embedded database answers each query within the turn, so every query of the three
    // calls comes before the first answer. (PostgreSQL answers over its own socket, in later
    // turns: there, a call's answer may go out before another call's second query.)
    if (!onPostgres)
      expect(events.slice(3)).toEqual([...Array(6).fill('query'), 'answer', 'answer', 'answer']);
  });
});
