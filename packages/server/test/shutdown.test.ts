/**
 * Stopping the server while a request is still being handled: the database closes only once
 * every handler is done, also when its client hung up first (its connection is gone, its handler
 * is not). Before, such a handler met a closed database: "Cannot use a pool after calling end on
 * the pool", logged as a failed request.
 */
import { describe, expect, it } from 'vitest';
import { defaultRules } from '../src/rules';
import { parseLog, startTestServer } from './helpers';

describe('stopping the server', () => {
  it('waits for a handler whose client hung up before the database closes', async () => {
    // Every login waits in the throttle's delay (slowAfter 0) until the test lets it go on.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let waiting = () => {};
    const inDelay = new Promise<void>((resolve) => (waiting = resolve));
    let gated = false;
    const t = await startTestServer({
      rules: {
        throttle: { ...defaultRules.throttle, account: { slowAfter: 0, refuseAfter: 10 } },
      },
      sleep: async () => {
        if (!gated) return;
        waiting();
        await gate;
      },
    });
    const { username, password } = await t.newUser();
    gated = true;

    // A right password: after the delay the handler writes the session to the database.
    const hangUp = new AbortController();
    const login = fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
      signal: hangUp.signal,
    }).catch((error: unknown) => error);
    await inDelay;
    hangUp.abort();
    expect(await login).toBeInstanceOf(Error);

    const order: string[] = [];
    const closed = t.server.close().then(() => order.push('closed'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    order.push('released');
    release();
    await closed;
    await t.close();

    expect(order).toEqual(['released', 'closed']);
    const failures = parseLog(t.log.lines).filter((line) => line['level'] === 'error');
    expect(failures).toEqual([]);
  });
});
