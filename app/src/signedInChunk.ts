/**
 * The signed-in pages and their query cache: one chunk (with TanStack Query and the signed-in
 * calls' schemas), loaded once. main.tsx starts it as soon as the entry runs when a token is
 * stored; the signed-out screens fetch it when the person starts on a form (App.tsx).
 */
const load = () =>
  Promise.all([import('./shell/SignedInContainer'), import('./shared/api/QueryRoot')]);
let loading: ReturnType<typeof load> | null = null;

export const loadSignedIn = () => (loading ??= load());
