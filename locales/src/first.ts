import defaultCatalog from '../compiled/fa.json';
import type { Messages } from './types';

/**
 * The default locale's (Persian's) catalog for the first screen, in the entry bundle so that
 * screen needs no other request. Here it is the whole catalog; the app's build keeps only the
 * messages its entry uses (app/build/firstScreenMessages.ts), and the whole Persian
 * catalog is a chunk of its own like every other language (`loadMessages`).
 */
export const firstMessages: Messages = defaultCatalog;
