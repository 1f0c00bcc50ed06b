/**
 * Where the art of the wire data lives (`imageUrl`, `image`): the app serves these files, the
 * mocks and the server answer these paths. The UI builds the next level's medallion path itself
 * (spec §7), with the same convention.
 */
import type { CharacterType, Gender, Job, StarLevel } from './constants';
import type { Open } from './schemas';

/** `/art/medallions/peta-2-f.svg` (any type or gender read from a server is written the same way). */
export const medallionImagePath = (
  type: Open<CharacterType>,
  starLevel: StarLevel,
  gender: Open<Gender>,
) => `/art/medallions/${type.toLowerCase()}-${starLevel}-${gender.toLowerCase()}.svg`;

/** `/art/jobs/taxi_driver.svg`: the job illustration, used by marketplace items. */
export const jobImagePath = (job: Job) => `/art/jobs/${job.toLowerCase()}.svg`;

/** `/art/characters/taxi_driver.svg`: a character's portrait, for characters that have one. */
export const characterImagePath = (job: Job) => `/art/characters/${job.toLowerCase()}.svg`;

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
export const shopImagePath = (slug: ShopSlug) => `/art/shop/${slug}.svg`;
