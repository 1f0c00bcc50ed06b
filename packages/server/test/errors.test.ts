/**
 * A request that fails in the database answers 500 with a plain message, and the log says what
 * failed without the query's parameters (here the hash of the request's bearer token).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/secrets';
import { errorForLog } from '../src/errors';
import { parseLog, startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe('a database error', () => {
  it('is logged without the parameters of the failed query', async () => {
    // The sessions' token hashes become UUIDs, so looking one up fails, quoting the hash.
    await t.server.database.db.execute(
      sql`alter table sessions alter column token_hash type uuid using token_hash::uuid`,
    );
    const token = randomBytes(32).toString('base64url');
    const answer = await t.request('GET', '/api/wallet', { token });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toContain(sha256(token));

    const log = t.log.lines.join('\n');
    const failed = parseLog(t.log.lines).find((line) => line['msg'] === 'GET /api/wallet failed');
    expect(failed).toMatchObject({ level: 'error', method: 'GET', path: '/api/wallet' });
    const error = String(failed!['error']);
    expect(error).toMatch(/^Failed query: select/);
    expect(error).toContain('22P02'); // invalid_text_representation, from the cause
    expect(error).toContain('invalid input syntax for type uuid: "[redacted]"');
    expect(error).toMatch(/^\s+at /m); // the stack frames are kept
    expect(log).not.toContain(sha256(token));
    expect(log).not.toContain(token);
    expect(log).not.toContain('params:');
  });

  it('keeps the parameters out wherever they appear in the chain', () => {
    const secret = 'scrypt$32768$8$1$c2FsdA$aGFzaA';
    const cause = Object.assign(new Error(`value "${secret}" is wrong`), { code: '23505' });
    const error = Object.assign(new Error(`Failed query: insert\nparams: ${secret},42`), {
      query: 'insert into users (password_hash, n) values ($1, $2)',
      params: [secret, 42],
      cause,
    });
    const text = errorForLog(error, { stack: true });
    expect(text).toContain('Failed query: insert into users (password_hash, n) values ($1, $2)');
    expect(text).toContain('cause: 23505: value "[redacted]" is wrong');
    expect(text).not.toContain(secret);
    expect(errorForLog('a string')).toBe('a thrown string');
  });
});
