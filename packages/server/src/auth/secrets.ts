/**
 * Passwords (scrypt, salted, parameters stored with the hash), session tokens (random, opaque,
 * stored as SHA-256) and verification codes (6 random digits, stored as SHA-256 with the user).
 */
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@izi/api';

const KEY_LENGTH = 32;
const R = 8;
const P = 1;

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N, r, p, maxmem: 256 * N * r },
      (e, key) => (e ? reject(e) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, cost, R, P);
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), +n!, +r!, +p!);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummyHashes = new Map<number, Promise<string>>();
/** A hash to check against when the account does not exist, so that both take as long. */
export function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = hashPassword(randomBytes(12).toString('hex'), cost)));
  return hash;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new session token (43 characters of base64url: 256 random bits). */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** What a bearer token must look like before it is looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newVerificationCode = () =>
  String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');

export const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

/** A reset code's hash: another prefix, so that no verification code's hash can pass for one. */
export const resetCodeHash = (userId: number, code: string) => sha256(`reset:${userId}:${code}`);
