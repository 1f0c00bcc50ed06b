/**
 * Where the product's art lives, served at `/art` (drawn by `packages/ui/scripts/generate-art.mjs`
 * into `packages/ui/public/art`). The wire data's `imageUrl` and `image` follow these paths (the
 * mocks and the server answer them), and the UI builds the next level's medallion picture with the
 * same function. A value the product does not know gets the neutral `unknown.svg`.
 */
import {
  characterTypes,
  genders,
  isOneOf,
  jobs,
  type CharacterType,
  type Gender,
  type Job,
  type Open,
  type StarLevel,
} from './values';

/** The folder every picture is under. */
export const ART_BASE_PATH = '/art';

/**
 * `/art/medallions/peta-2-f.svg`; a type the product does not know gets
 * `/art/medallions/unknown.svg`, a gender it does not know is drawn as male.
 */
export function medallionImagePath(
  type: Open<CharacterType>,
  starLevel: StarLevel,
  gender: Open<Gender>,
): string {
  if (!isOneOf(characterTypes, type)) return `${ART_BASE_PATH}/medallions/unknown.svg`;
  const known = isOneOf(genders, gender) ? gender : 'M';
  return `${ART_BASE_PATH}/medallions/${type.toLowerCase()}-${starLevel}-${known.toLowerCase()}.svg`;
}

/** `/art/jobs/taxi_driver.svg`: a job's illustration (marketplace items); `/art/jobs/unknown.svg` for another job. */
export const jobImagePath = (job: Open<Job>): string =>
  `${ART_BASE_PATH}/jobs/${isOneOf(jobs, job) ? job.toLowerCase() : 'unknown'}.svg`;

/** `/art/characters/taxi_driver.svg`: a character's portrait, for characters that have one. */
export const characterImagePath = (job: Job): string =>
  `${ART_BASE_PATH}/characters/${job.toLowerCase()}.svg`;

/** The six shop pictures; an item's image is `/art/shop/{slug}.svg`. */
export const shopSlugs = [
  'headphones',
  'smartwatch',
  'backpack',
  'coffee-maker',
  'sneakers',
  'gift-card',
] as const;
export type ShopSlug = (typeof shopSlugs)[number];
export const shopImagePath = (slug: ShopSlug): string => `${ART_BASE_PATH}/shop/${slug}.svg`;

/** The neutral parcel shown for a shop item without a picture. */
export const shopFallbackImagePath = `${ART_BASE_PATH}/shop/item.svg`;
