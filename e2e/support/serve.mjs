// The end-to-end suite's server: `npm start`'s own script (packages/server/scripts/start.mjs:
// builds app/dist when it is missing or stale, bundles the server, serves both), in a process
// that cannot outlive the runner. Its stdin is a pipe from the runner; when that pipe ends (the
// runner exited, crashed or was killed, even with SIGKILL), it stops as on Ctrl-C.
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.on('error', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
await import('../../packages/server/scripts/start.mjs');
