// A test database is dropped even while a session its role may not end (an autovacuum worker,
// 42501) holds it for a moment; any other failure, or one that lasts, is reported.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropTestDatabase } from './drop-database.mjs';

afterEach(() => vi.useRealTimers());

/** A client whose DROP fails with each of `codes` in turn, then succeeds. */
function clientFailing(...codes) {
  const queries = [];
  return {
    queries,
    query: async (text) => {
      queries.push(text);
      const code = codes.shift();
      if (code) throw Object.assign(new Error(`failed with ${code}`), { code });
      return {};
    },
  };
}

describe('dropping a test database', () => {
  it('tries again while a session it may not end holds the database', async () => {
    vi.useFakeTimers();
    const client = clientFailing('42501', '42501');
    const dropped = dropTestDatabase(client, 'izi_test_abc');
    await vi.advanceTimersByTimeAsync(1000);
    await dropped;
    expect(client.queries).toEqual(
      Array(3).fill('DROP DATABASE IF EXISTS izi_test_abc WITH (FORCE)'),
    );
  });

  it('reports any other failure at once', async () => {
    const client = clientFailing('3D000');
    await expect(dropTestDatabase(client, 'izi_test_abc')).rejects.toMatchObject({ code: '3D000' });
    expect(client.queries).toHaveLength(1);
  });

  it('gives up after 10 s', async () => {
    vi.useFakeTimers();
    const client = clientFailing(...Array(25).fill('42501'));
    const dropped = dropTestDatabase(client, 'izi_test_abc');
    const failed = expect(dropped).rejects.toMatchObject({ code: '42501' });
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(client.queries).toHaveLength(20);
  });
});
