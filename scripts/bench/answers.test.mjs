import { describe, expect, it } from 'vitest';
import { answerStore } from './answers.mjs';

const get = (url, headers = {}) => ({ method: 'GET', url, headers });
const answer = (body, status = 200) => ({ status, headers: {}, body: Buffer.from(body) });

describe('npm run bench:lists: the answers its server sends again', () => {
  it('keeps a GET answer under its path, token and language', () => {
    const store = answerStore();
    const key = store.key(get('/api/transactions', { authorization: 'Bearer a' }));
    store.keep(key, answer('[1]'));
    expect(store.get(key)?.body.toString()).toBe('[1]');
    expect(store.get(store.key(get('/api/transactions', { authorization: 'Bearer b' })))).toBe(
      undefined,
    );
    expect(
      store.get(
        store.key(get('/api/transactions', { authorization: 'Bearer a', 'accept-language': 'fa' })),
      ),
    ).toBe(undefined);
    expect(store.get(store.key(get('/api/transactions?x=1', { authorization: 'Bearer a' })))).toBe(
      undefined,
    );
  });

  it('never keeps a refusal', () => {
    const store = answerStore();
    const key = store.key(get('/api/wallet'));
    store.keep(key, answer('{"message":"Unauthorized"}', 401));
    expect(store.get(key)).toBe(undefined);
  });

  it('forgets every answer when a request may change the data', () => {
    const store = answerStore();
    const key = store.key(get('/api/wallet'));
    store.keep(key, answer('{}'));
    store.seen('GET');
    store.seen('HEAD');
    expect(store.size).toBe(1);
    store.seen('POST');
    expect(store.get(key)).toBe(undefined);
    store.keep(key, answer('{}'));
    store.seen('DELETE');
    expect(store.size).toBe(0);
  });
});
