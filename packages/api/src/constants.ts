/**
 * The contract's enum values and business constants. The product's fixed values (jobs, types,
 * genders, transaction and token types, USDT request types, star levels and capacities) are declared once in
 * `@izi/domain` and re-exported here, as the vocabulary of the wire format; what only the wire
 * needs is declared below.
 */

export {
  jobs,
  characterTypes,
  genders,
  transactionTypes,
  tokenTypes,
  usdtRequestTypes,
  MIN_STAR_LEVEL,
  MAX_STAR_LEVEL,
  starLevels,
  capacityByLevel,
  type Job,
  type CharacterType,
  type Gender,
  type TransactionType,
  type TokenType,
  type UsdtRequestType,
  type StarLevel,
} from '@izi/domain';

/**
 * The art paths the wire data's `imageUrl` and `image` follow (the server and the mocks answer
 * them), from the same place.
 */
export {
  medallionImagePath,
  jobImagePath,
  characterImagePath,
  shopImagePath,
  shopSlugs,
  type ShopSlug,
} from '@izi/domain';

/** The email verification code has exactly this many digits. */
export const VERIFICATION_CODE_LENGTH = 6;

export { AUTH_TOKEN_STORAGE_KEY } from './storage-key';

/** The one role izi knows: the people who run the service and review requests and orders. */
export const OPERATOR_ROLE = 'operator';

/** Every call goes under this base path. */
export const API_BASE_PATH = '/api';

/** The message of a failure that carries neither a server message nor a status text. */
export const UNKNOWN_API_ERROR_MESSAGE = 'An unknown API error occurred';
