/**
 * PGlite's Node file system writes straight to the folder, so a commit survives a killed process
 * (the kernel has the bytes), but it starts Postgres with `-F` (fsync off) and Emscripten's
 * NODEFS has no fsync, so a commit would not survive a power loss. This file system turns fsync
 * on: Postgres syncs its WAL with `fsync()` at every commit (`wal_sync_method=fsync`: Emscripten
 * makes `fdatasync` a no-op) and each call reaches the real file with `fs.fsyncSync`. A write is
 * therefore on disk before the server acknowledges it.
 */
import { fsyncSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

interface NodefsStream {
  nfd?: unknown;
}
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: NodefsStream) => number } };
}

/** How many fsyncs reached the disk in this process (the tests check that commits sync). */
export const durability = { fsyncs: 0 };

class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const preRun = (result.emscriptenOpts.preRun ?? []) as ((mod: EmscriptenModule) => void)[];
    preRun.unshift((mod) => {
      mod.NODEFS.stream_ops.fsync = (stream) => {
        if (typeof stream.nfd === 'number') {
          fsyncSync(stream.nfd);
          durability.fsyncs++;
        }
        return 0;
      };
    });
    result.emscriptenOpts.preRun = preRun as typeof result.emscriptenOpts.preRun;
    return result;
  }
}

/** PGlite options that make every acknowledged commit durable in `folder`. */
export function durablePgliteOptions(folder: string): PGliteOptions {
  return {
    fs: new DurableNodeFS(folder),
    // Never acknowledge before the file system has the write (the default; said out loud).
    relaxedDurability: false,
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
      '-c',
      'wal_sync_method=fsync',
      '-c',
      'synchronous_commit=on',
    ],
  };
}
