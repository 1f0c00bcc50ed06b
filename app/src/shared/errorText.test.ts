import { ApiError } from '@izi/api';
import { describe, expect, it } from 'vitest';
import { errorText, loadErrorReasonOf } from './errorText';

describe('errorText', () => {
  it("gives the server's message that the client's ApiError carries", () => {
    const refusal = new ApiError('http', 'sellCharacter', 'Character not found', { status: 404 });
    expect(errorText(refusal, 'Unknown error')).toBe('Character not found');
  });

  it('gives the fallback for anything else, never a program error', () => {
    expect(errorText(new TypeError('x is undefined'), 'Unknown error')).toBe('Unknown error');
    expect(errorText('offline', 'Unknown error')).toBe('Unknown error');
    expect(errorText(undefined, 'Unknown error')).toBe('Unknown error');
  });
});

describe('loadErrorReasonOf', () => {
  it.each([
    [new ApiError('network', 'getWallet', 'The server could not be reached'), 'network'],
    [new ApiError('aborted', 'getWallet', 'The request was aborted'), 'network'],
    [new ApiError('http', 'getWallet', 'Invalid session', { status: 401 }), 'session'],
    [new ApiError('http', 'getWallet', 'Internal Server Error', { status: 500 }), 'server'],
    [new ApiError('rejected', 'getWallet', 'No', { status: 200 }), 'server'],
    [new ApiError('schema', 'getWallet', 'getWallet: iziDolBalance'), 'unreadable'],
    [new Error('not from the client'), 'network'],
  ] as const)('%s is %s', (error, reason) => {
    expect(loadErrorReasonOf(error)).toBe(reason);
  });
});
