import { characterImagePath, jobImagePath, jobs } from '@izi/domain';

/**
 * For stories only: fetches and decodes pictures before a story renders, so that its screenshot
 * never catches an image half-loaded.
 */
export function preloadImages(urls: readonly string[]) {
  return async () => {
    await Promise.all(
      [...new Set(urls)].map(async (url) => {
        const image = new Image();
        image.src = url;
        try {
          await image.decode();
        } catch {
          // A missing picture shows as missing; the story still renders.
        }
      }),
    );
    return {};
  };
}

/** Every job illustration and character portrait. */
export const allCharacterArt = jobs.flatMap((job) => [jobImagePath(job), characterImagePath(job)]);
