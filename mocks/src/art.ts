/**
 * The image URL conventions the fixtures follow. Other people draw the SVGs at exactly these
 * paths; the convention lives in `@izi/api` (the server answers the same paths) and the UI owns
 * its own function for the medallion path (spec §7: built on the client).
 */
export {
  medallionImagePath,
  jobImagePath,
  characterImagePath,
  shopImagePath,
  shopSlugs,
  type ShopSlug,
} from '@izi/api';
