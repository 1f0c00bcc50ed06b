/**
 * One server per data folder. PGlite does not lock its folder, and two processes writing one
 * folder silently lose committed writes, so the server takes `server.lock` in the folder: a file
 * created exclusively, holding the owner's pid, host and process start time. A lock whose owner is
 * gone (a process killed with SIGKILL cannot remove it) is stale and is replaced, and so is one whose
 * owner is a zombie (killed, not yet reaped by its parent). A lock written on
 * another host cannot be checked from here: it stands, and the message names the file to delete.
 */
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

export interface LockOwner {
  pid: number;
  host: string;
  /** The process's start time in clock ticks since boot (Linux), to tell a reused pid apart. */
  startTicks: number | null;
  startedAt: string;
}

export class DataFolderLockedError extends Error {
  override readonly name = 'DataFolderLockedError';
}

/**
 * Fields 3 (the state) and 22 (the start time) of /proc/<pid>/stat, or null where there is no
 * /proc (or no such process).
 */
function procStatOf(pid: number): { state: string; startTicks: number | null } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces: count after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return { state: fields[0] ?? '', startTicks: Number.isFinite(ticks) ? ticks : null };
  } catch {
    return null;
  }
}

const startTicksOf = (pid: number) => procStatOf(pid)?.startTicks ?? null;

/**
 * Whether the lock's owner still runs. A process killed with SIGKILL stays a zombie (state `Z`,
 * or `X` while it is being reaped) until its parent reaps it: it still answers `kill -0` and has
 * its /proc entry, but it has ended and closed its files, so it counts as gone. A supervisor that
 * restarts the server at once, before it reaps the old one, is not refused.
 */
function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true; // another machine (a shared folder): cannot tell
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists, owned by another user (its /proc entry still tells its state).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStatOf(owner.pid);
  if (stat && (stat.state === 'Z' || stat.state === 'X')) return false;
  const ticks = stat?.startTicks ?? null;
  return owner.startTicks === null || ticks === null || ticks === owner.startTicks;
}

function readOwner(path: string): { text: string; owner: LockOwner | null } {
  const text = readFileSync(path, 'utf8');
  try {
    const owner = JSON.parse(text) as LockOwner;
    return { text, owner: typeof owner.pid === 'number' ? owner : null };
  } catch {
    return { text, owner: null };
  }
}

function mtimeOf(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

export interface DataFolderLock {
  path: string;
  /** Set when a stale lock of a dead process was replaced. */
  replacedStale: LockOwner | null;
  release(): void;
}

/** Takes the folder's lock, or throws `DataFolderLockedError` naming the process that holds it. */
export function lockDataFolder(dataDir: string): DataFolderLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  const mine: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startTicks: startTicksOf(process.pid),
    startedAt: new Date().toISOString(),
  };
  const text = `${JSON.stringify(mine)}\n`;
  let replacedStale: LockOwner | null = null;

  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      try {
        writeSync(fd, text);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      const release = () => {
        try {
          if (readFileSync(path, 'utf8') === text) unlinkSync(path);
        } catch {
          // already gone
        }
        process.off('exit', release);
      };
      process.on('exit', release);
      return { path, replacedStale, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let found: { text: string; owner: LockOwner | null };
    try {
      found = readOwner(path);
    } catch {
      continue; // removed meanwhile: try again
    }
    if (found.owner && found.owner.host !== hostname()) {
      // Another machine's process (a shared folder, or one copied from there): it cannot be
      // checked from here, so the lock stands until a person who knows removes it.
      const { pid, host, startedAt } = found.owner;
      throw new DataFolderLockedError(
        `The data folder ${dataDir} is locked by an izi server on another machine, ${host} ` +
          `(pid ${pid}, started ${startedAt}); from ${hostname()} this server cannot tell whether ` +
          `it is still running, and two servers on one folder would lose data, so this one stops. ` +
          `If you are sure that no other server uses this folder (for example, it was copied from ` +
          `${host}), delete the file ${resolve(path)} and start again. Otherwise stop the ` +
          `server on ${host}, or give this one another folder with DATA_DIR=<folder>.`,
      );
    }
    if (found.owner && isAlive(found.owner)) {
      const { pid, host, startedAt } = found.owner;
      throw new DataFolderLockedError(
        `The data folder ${dataDir} is in use by another izi server (pid ${pid} on ${host}, ` +
          `started ${startedAt}). Two servers on one folder would lose data, so this one stops. ` +
          `Stop the other server, or give this one another folder with DATA_DIR=<folder>.`,
      );
    }
    if (!found.owner && Date.now() - mtimeOf(path) < 2000) {
      sleepSync(100); // another process is writing its lock right now
      continue;
    }
    // The owner is gone (or the file is unreadable and old): the lock is stale. Remove it only if
    // it is still the file we judged.
    try {
      if (readFileSync(path, 'utf8') === found.text) unlinkSync(path);
    } catch {
      // removed meanwhile
    }
    replacedStale = found.owner;
  }
  throw new DataFolderLockedError(`Could not take the lock ${path}; try again.`);
}
