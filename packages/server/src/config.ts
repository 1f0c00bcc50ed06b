/** The server's settings from the environment (the README lists them). */
import { resolve } from 'node:path';
import type { AiConfig } from './context';
import type { MailConfig } from './mail/mailer';
import type { ServerOptions } from './server';

export type Environment = Record<string, string | undefined>;

const HOUR = 60 * 60_000;

export function optionsFromEnv(env: Environment): ServerOptions {
  const port = env['PORT'] ? Number(env['PORT']) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number (0 to 65535), not "${env['PORT']}".`);
  const ai: AiConfig | null =
    env['AI_API_URL'] && env['AI_API_KEY']
      ? { url: env['AI_API_URL'], key: env['AI_API_KEY'], model: env['AI_MODEL'] || 'gpt-4o-mini' }
      : null;
  const poolSize = env['DATABASE_POOL_SIZE'] ? Number(env['DATABASE_POOL_SIZE']) : undefined;
  const headersTimeoutMs = milliseconds(env, 'HEADERS_TIMEOUT_MS');
  const requestTimeoutMs = milliseconds(env, 'REQUEST_TIMEOUT_MS');
  const signupsPerHour = env['SIGNUPS_PER_ADDRESS_PER_HOUR'];
  let signups: number | undefined;
  if (signupsPerHour) {
    signups = Number(signupsPerHour);
    if (!Number.isInteger(signups) || signups < 1 || signups > 1_000_000)
      throw new Error(
        `SIGNUPS_PER_ADDRESS_PER_HOUR must be a whole number (1 to 1000000), not "${signupsPerHour}".`,
      );
  }
  return {
    mail: mailFromEnv(env),
    host: env['HOST'] || '127.0.0.1',
    port,
    dataDir: resolve(env['DATA_DIR'] || 'data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    ...(env['STATIC_DIR'] ? { staticDir: resolve(env['STATIC_DIR']) } : {}),
    ai,
    ...(poolSize && poolSize > 0 ? { poolSize } : {}),
    ...(headersTimeoutMs ? { headersTimeoutMs } : {}),
    ...(requestTimeoutMs ? { requestTimeoutMs } : {}),
    ...(signups ? { rules: { signupsPerAddress: { perWindow: signups, windowMs: HOUR } } } : {}),
  };
}

function milliseconds(env: Environment, name: string): number | undefined {
  const text = env[name];
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 100 || value > 3_600_000)
    throw new Error(
      `${name} must be a whole number of milliseconds (100 to 3600000), not "${text}".`,
    );
  return value;
}

/** SMTP when `SMTP_URL` is set (smtp: or smtps:), from `MAIL_FROM`; else the log gets the mails. */
function mailFromEnv(env: Environment): MailConfig | null {
  const url = env['SMTP_URL'];
  if (!url) return null;
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // said below
  }
  // The URL is not repeated: it may hold the mail server's password.
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:pass@host:587).');
  return { url, from: env['MAIL_FROM'] || 'izi <no-reply@localhost>' };
}
