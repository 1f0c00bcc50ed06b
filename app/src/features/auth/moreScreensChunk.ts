/**
 * The signed-out screens other than login are a chunk of their own, so the login screen, where
 * most visits start, loads less. App.tsx starts the download with the signed-in chunk as soon as
 * the person starts on a form, so moving to another screen shows no gap.
 */
const load = () => import('./moreScreens');
let loading: ReturnType<typeof load> | null = null;

export const loadMoreScreens = () => (loading ??= load());
