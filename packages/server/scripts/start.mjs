// `npm start`: builds the app when app/dist is missing or older than its sources, bundles the
// server when needed, then runs it in this process: the app and /api from one origin on
// 127.0.0.1:${PORT:-8080}. Stop it with Ctrl-C. With IZI_BUILD_ONLY=1 it stops after the builds
// (the end-to-end suite builds first, then serves a copy of app/dist that no later build touches).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, isStale } from './build.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const built = join(root, 'app/dist/index.html');
const sources = [
  'app/src',
  'app/build',
  'app/index.html',
  'app/vite.config.ts',
  'packages/ui/src',
  'packages/ui/public',
  'packages/api/src',
  'locales/messages',
  'locales/src',
  'mocks/src',
  'package-lock.json',
].map((path) => join(root, path));

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let time = stat.mtimeMs;
  for (const entry of readdirSync(path)) time = Math.max(time, newest(join(path, entry)));
  return time;
}

const appBuiltAt = () => (existsSync(built) ? statSync(built).mtimeMs : 0);
const appIsStale = () => appBuiltAt() < Math.max(...sources.map(newest));

// One build at a time: two starts at once (two terminals, two tests) would both empty and write
// app/dist. The lock file holds the builder's pid; a lock whose process is gone is stale.
const buildLock = join(root, 'node_modules/.cache/izi-app-build.lock');
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
function takeBuildLock() {
  mkdirSync(dirname(buildLock), { recursive: true });
  for (let said = false; ;) {
    try {
      writeFileSync(buildLock, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let pid = 0;
    let age = 0;
    try {
      pid = Number(readFileSync(buildLock, 'utf8'));
      age = Date.now() - statSync(buildLock).mtimeMs;
    } catch {
      continue; // removed meanwhile
    }
    if (pid ? !alive(pid) : age > 5000) rmSync(buildLock, { force: true });
    else {
      if (!said)
        console.log(
          `izi: another start (pid ${pid}) is building the app; waiting (its lock: ${buildLock})…`,
        );
      said = true;
      sleep(200);
    }
  }
}

if (appIsStale()) {
  takeBuildLock();
  let ok = true;
  if (appIsStale()) {
    console.log(
      appBuiltAt()
        ? 'izi: the app changed since its last build; building it again (npm run build)…'
        : 'izi: first start: building the app (npm run build), then creating the database…',
    );
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    ok = result.status === 0;
  } else console.log('izi: another start has just built the app.');
  rmSync(buildLock, { force: true });
  if (!ok) {
    console.error('izi: the app did not build; fix the error above and run npm start again.');
    process.exit(1);
  }
} else {
  console.log('izi: the app build in app/dist is up to date.');
}

if (isStale()) {
  console.log('izi: bundling the server…');
  await buildServer();
}
if (process.env.IZI_BUILD_ONLY === '1') process.exit(0);
await import('../dist/main.mjs');
