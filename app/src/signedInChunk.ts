/**
 * The signed-in pages and their query cache: one chunk (with TanStack Query and the signed-in
 * calls' schemas), loaded once. main.tsx starts it as soon as the entry runs when a token is
 * stored; the signed-out screens fetch it when the person starts on a form (App.tsx).
 * `QueryRoot` comes through SignedInContainer.tsx so that the two stay one chunk: imported side by
 * side, the bundler makes three (the modules they share in a third), which weigh more together.
 */
const load = () => import('./shell/SignedInContainer');
let loading: ReturnType<typeof load> | null = null;

export const loadSignedIn = () => (loading ??= load());
