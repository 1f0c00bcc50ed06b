/** What a plugin's hook answered; each test knows the shape it expects. */
type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** A plugin hook's function, whether the plugin wrote it bare or as `{ order, handler }`. */
export function handlerOf(hook: unknown): Hook {
  const found =
    typeof hook === 'object' && hook !== null && 'handler' in hook ? hook.handler : hook;
  if (typeof found !== 'function') throw new Error('the plugin has no such hook');
  return found as Hook;
}

/** The part of a plugin's context the app's plugins use: `error` throws, as Rollup's does. */
export const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
