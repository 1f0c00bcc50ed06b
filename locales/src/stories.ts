import ar from '../compiled/stories/ar.json';
import en from '../compiled/stories/en.json';
import es from '../compiled/stories/es.json';
import fa from '../compiled/stories/fa.json';
import type { Locale } from './names';
import type { Messages } from './types';

/**
 * The story-only messages (`sample.*`, from packages/ui/src/storybook/samples.messages.ts),
 * compiled from locales/stories: Storybook's preview merges them into each catalog; the app's
 * production catalogs never carry them.
 */
export const storyMessages: Record<Locale, Messages> = { en, es, fa, ar };
