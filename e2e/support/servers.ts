/**
 * The servers under test, as the global setup started them: one on the embedded database and,
 * on request (`kindsToRun`), one on a fresh PostgreSQL database. Workers find them through the
 * environment the global setup leaves (`IZI_E2E_<KIND>_URL`, `IZI_E2E_<KIND>_LOG`).
 */
export const databaseKinds = ['embedded', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

/**
 * The databases the suite runs on: the embedded one, and PostgreSQL (DATABASE_URL's server) only
 * when IZI_E2E_POSTGRES=1 asks for it (`npm run test:e2e:postgres`). `npm test` leaves it out:
 * the server's own tests already run every call on PostgreSQL, and the bundled server from an
 * empty database across a restart, while what the browser adds does not depend on the database.
 */
export function kindsToRun(env: NodeJS.ProcessEnv = process.env): DatabaseKind[] {
  if (env['IZI_E2E_POSTGRES'] !== '1') return ['embedded'];
  if (!env['DATABASE_URL']) throw new Error('IZI_E2E_POSTGRES=1 needs DATABASE_URL');
  return ['embedded', 'postgres'];
}

export interface ServerInfo {
  kind: DatabaseKind;
  /** http://127.0.0.1:<port> */
  url: string;
  /** The server's log (stdout and stderr). */
  log: string;
  /** An account signed up at start and never verified: its login opens the verify screen. */
  unverified: { username: string; password: string };
  /** A verified account granted the operator role at start (`npm run operator -- grant`). */
  operator: { username: string; password: string };
  /**
   * Prism validating against the OpenAPI document in front of this server's `/api` (on the
   * embedded server only: the contract does not depend on the database).
   */
  prism?: string;
}

const variable = (kind: DatabaseKind, what: 'URL' | 'LOG' | 'UNVERIFIED' | 'OPERATOR' | 'PRISM') =>
  `IZI_E2E_${kind.toUpperCase()}_${what}`;

export function publishServer(server: ServerInfo) {
  process.env[variable(server.kind, 'URL')] = server.url;
  process.env[variable(server.kind, 'LOG')] = server.log;
  process.env[variable(server.kind, 'UNVERIFIED')] = JSON.stringify(server.unverified);
  process.env[variable(server.kind, 'OPERATOR')] = JSON.stringify(server.operator);
  if (server.prism) process.env[variable(server.kind, 'PRISM')] = server.prism;
}

export function serverOf(kind: DatabaseKind): ServerInfo {
  const url = process.env[variable(kind, 'URL')];
  const log = process.env[variable(kind, 'LOG')];
  const unverified = process.env[variable(kind, 'UNVERIFIED')];
  const operator = process.env[variable(kind, 'OPERATOR')];
  const prism = process.env[variable(kind, 'PRISM')];
  if (!url || !log || !unverified || !operator)
    throw new Error(`no ${kind} server: the global setup did not start one`);
  return {
    kind,
    url,
    log,
    unverified: JSON.parse(unverified) as ServerInfo['unverified'],
    operator: JSON.parse(operator) as ServerInfo['operator'],
    ...(prism && { prism }),
  };
}
