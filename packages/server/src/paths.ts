/**
 * Folders the server finds relative to its own code. This file sits one level below the package
 * (`src/`), as the bundle does (`dist/`), so the same URLs work from both.
 */
import { fileURLToPath } from 'node:url';

/** `packages/server/migrations` */
export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** The app's production build: `app/dist` at the repository's root. */
export const appDistFolder = fileURLToPath(new URL('../../../app/dist', import.meta.url));
