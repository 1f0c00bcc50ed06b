import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { accepts, answerStore, COMPRESS_FROM_BYTES, encode } from './answers.mjs';

const get = (url, headers = {}) => ({ method: 'GET', url, headers });
const answer = (body, status = 200) => ({ status, headers: {}, body: Buffer.from(body) });

describe('npm run bench:lists: the answers its server sends again', () => {
  it('keeps a GET answer under its path, token and language', () => {
    const store = answerStore();
    store.keep(get('/api/transactions', { authorization: 'Bearer a' }), answer('[1]'));
    expect(
      store.answerFor(get('/api/transactions', { authorization: 'Bearer a' }))?.body.toString(),
    ).toBe('[1]');
    expect(store.answerFor(get('/api/transactions', { authorization: 'Bearer b' }))).toBe(
      undefined,
    );
    expect(
      store.answerFor(
        get('/api/transactions', { authorization: 'Bearer a', 'accept-language': 'fa' }),
      ),
    ).toBe(undefined);
    expect(store.answerFor(get('/api/transactions?x=1', { authorization: 'Bearer a' }))).toBe(
      undefined,
    );
  });

  it('never keeps a refusal', () => {
    const store = answerStore();
    store.keep(get('/api/wallet'), answer('{"message":"Unauthorized"}', 401));
    expect(store.answerFor(get('/api/wallet'))).toBe(undefined);
  });

  it('forgets every answer when a request may change the data', () => {
    const store = answerStore();
    store.keep(get('/api/wallet'), answer('{}'));
    store.answerFor(get('/api/stats'));
    store.answerFor({ ...get('/api/wallet'), method: 'HEAD' });
    expect(store.size).toBe(1);
    store.answerFor({ ...get('/api/cart/items'), method: 'POST' });
    expect(store.answerFor(get('/api/wallet'))).toBe(undefined);
    store.keep(get('/api/wallet'), answer('{}'));
    store.answerFor({ ...get('/api/cart/items/1'), method: 'DELETE' });
    expect(store.size).toBe(0);
  });
});

describe('npm run bench:lists: answers go out as our server sends them', () => {
  const json = (text) => ({
    status: 200,
    headers: { 'content-type': 'application/json', 'content-length': String(text.length) },
    body: Buffer.from(text),
  });
  const big = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Item ${id}` })));

  it('reads Accept-Encoding as a browser writes it, q=0 refusing', () => {
    expect(accepts('gzip, deflate, br, zstd', 'gzip')).toBe(true);
    expect(accepts('br;q=1.0, GZIP;q=0.5', 'gzip')).toBe(true);
    expect(accepts('gzip;q=0', 'gzip')).toBe(false);
    expect(accepts('gzip; q=0.000, br', 'gzip')).toBe(false);
    expect(accepts('x-gzip, br', 'gzip')).toBe(false);
    expect(accepts(undefined, 'gzip')).toBe(false);
  });

  it('gzips an answer of 1 kB or more for a browser that accepts it, once', () => {
    expect(big.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const answer = json(big);
    const sent = encode(answer, 'gzip, deflate, br');
    expect(sent.headers).toMatchObject({
      'content-type': 'application/json',
      'Content-Encoding': 'gzip',
      'Content-Length': sent.body.length,
    });
    expect(sent.headers).not.toHaveProperty('content-length');
    expect(sent.body.length).toBeLessThan(big.length / 3);
    expect(gunzipSync(sent.body).toString()).toBe(big);
    expect(encode(answer, 'gzip').body).toBe(sent.body);
  });

  it('sends a small answer, or one to a browser without gzip, as it is', () => {
    const small = json('{"iziDolBalance":1}');
    expect(encode(small, 'gzip')).toEqual({
      status: 200,
      headers: { 'content-type': 'application/json', 'Content-Length': small.body.length },
      body: small.body,
    });
    const plain = encode(json(big), 'br');
    expect(plain.headers).not.toHaveProperty('Content-Encoding');
    expect(plain.body.toString()).toBe(big);
  });
});
