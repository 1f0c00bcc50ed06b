/**
 * How the components take data from any backend that follows the spec (the app passes what the
 * client read, as it came): ids are numbers or texts, and enum-like values (a job, a type, a
 * token, a transaction type, a gender) may be one the library does not know. A component shows
 * such a value as it came, with neutral art, and never fails on it.
 */

/** An entity id: a number or a text (a UUID, `mk_01`), as the server sent it. */
export type ItemId = string | number;

/** A value of a known set, or any other text as it came; `isOneOf` narrows it to the known set. */
export { isOneOf, type Open } from '@izi/domain';
