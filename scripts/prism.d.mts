import type { ChildProcess } from 'node:child_process';

export interface RunningPrism {
  /** http://127.0.0.1:<port>: a path there is the same path under the upstream. */
  url: string;
  process: ChildProcess;
  /** Prism's log so far, one line per entry; it keeps growing while Prism runs. */
  lines: string[];
}

/** A port free at this moment on 127.0.0.1. */
export function freePort(): Promise<number>;

/**
 * Starts Prism proxying to `upstream`, checking each exchange against `document`; resolves once
 * it listens. With `errors`, an answer that breaks the document is replaced by Prism's report.
 * A port another process takes before Prism listens is replaced, up to three tries.
 */
export function startPrism(
  document: string,
  upstream: string,
  options?: {
    errors?: boolean;
    /** The port to try next (a free one from the system unless a test says otherwise). */
    pickPort?: () => Promise<number>;
  },
): Promise<RunningPrism>;
