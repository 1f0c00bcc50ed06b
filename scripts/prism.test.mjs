// Prism is handed a port another process may take before it listens: the launcher must then try
// another port, and must not retry a failure of any other kind.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startPrism } from './prism.mjs';

const document = fileURLToPath(
  new URL('../packages/api/src/openapi/openapi.json', import.meta.url),
);
const running = [];
afterEach(() => {
  for (const close of running.splice(0)) close();
});

/** An HTTP server on a port the system chose, answering every request with `{ "ok": true }`. */
async function listening() {
  const server = createServer((_, answer) => answer.end('{"ok":true}'));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push(() => server.close());
  return server.address().port;
}

/** Ports to hand Prism in turn, each call counted. */
function ports(...list) {
  const pick = async () => list[pick.calls++];
  pick.calls = 0;
  return pick;
}

describe('startPrism', () => {
  it('moves to another port when the one it was given is taken', { timeout: 60_000 }, async () => {
    const upstream = await listening();
    const taken = await listening();
    const free = await freePort();
    const pick = ports(taken, free);
    const prism = await startPrism(document, `http://127.0.0.1:${upstream}`, { pickPort: pick });
    running.push(() => prism.process.kill());
    expect(pick.calls).toBe(2);
    expect(prism.url).toBe(`http://127.0.0.1:${free}`);
    expect(prism.lines.join('\n')).toMatch(/Prism is listening/);
  });

  it('does not retry a failure that is not about the port', { timeout: 60_000 }, async () => {
    const pick = ports(await freePort(), await freePort());
    const missing = join(fileURLToPath(new URL('.', import.meta.url)), 'no-such-document.json');
    await expect(startPrism(missing, 'http://127.0.0.1:1', { pickPort: pick })).rejects.toThrow(
      /Prism exited/,
    );
    expect(pick.calls).toBe(1);
  });
});
