/**
 * The contract's refinements and its tolerant readers, as plain check functions: zod/mini runs a
 * function passed to `.check()` as is, so the app's bundle carries neither zod's refinement schema
 * nor its number check classes. The issues they raise are the ones `describeIssue` words.
 *
 * A reader (`read`) is `z.unknown()` with one check that either replaces the value with its
 * normal form (a check may write `payload.value`) or refuses it with a `custom` issue whose
 * message says what was expected. The rules each reader applies are listed in the README
 * ("Reading answers: the tolerant reader").
 */
import * as z from 'zod/mini';

type Check<T> = (payload: z.core.ParsePayload<T>) => void;

/** Text that `valid` accepts; otherwise the issue says what was expected: `message`. */
export const textWhere =
  (valid: (value: string) => boolean, message: string): Check<string> =>
  ({ value: input, issues }) => {
    if (!valid(input)) issues.push({ code: 'custom', message, input });
  };

/** What a reader's function (and `readFast`) answers for a value it cannot read. */
export const REFUSED: unique symbol = Symbol();
type Refused = typeof REFUSED;

/** Each reader's conversion, for `readFast`: the function its one check runs. */
const converters = new WeakMap<object, (input: unknown) => unknown>();

/**
 * The JSON Schema of the value a reader made by a factory (a number's bounds, an enum's values)
 * normalises to, which is how izi's server writes it: the OpenAPI document
 * (`openapi/document.ts`) describes answers with it, and knows the other readers by name. An
 * unbounded minimum or maximum is infinite here; the document leaves it out.
 */
export type WrittenForm = Record<string, unknown>;
const writtenForms = new WeakMap<object, WrittenForm>();
/** The written form a factory gave a reader; undefined for any other schema. */
export const writtenFormOf = (schema: object) => writtenForms.get(schema);

/**
 * A schema that reads any JSON value with `convert`: the value becomes what `convert` answers, or
 * the parse fails with "expected `expected`". Typed as a schema of `T` (its output).
 */
function read<T>(
  convert: (input: unknown) => T | Refused,
  expected: string,
  written?: WrittenForm,
) {
  const schema = z.unknown().check((payload) => {
    const value = convert(payload.value);
    if (value === REFUSED)
      payload.issues.push({ code: 'custom', message: expected, input: payload.value });
    else payload.value = value;
  });
  converters.set(schema, convert);
  if (written) writtenForms.set(schema, written);
  return schema as unknown as z.ZodMiniType<T, unknown>;
}

type Reader = (input: unknown) => unknown;

/** Each schema's reader for `readFast`, made once. */
const readers = new WeakMap<object, Reader>();

/**
 * What `schema` reads from `input`, without zod's machinery, when every reader in it accepts its
 * value: the readers' own conversions, put together by zod's rules for an object (the keys in the
 * shape's order, an absent optional key left out, any other key dropped), an optional (undefined
 * kept) and a nullable (null kept). `REFUSED` when anything would be refused, and for any schema
 * or case this does not know (a reader with a further check, a default, a catch-all): zod then
 * reads it and says why. So an answer is always zod's (`fast-read.test.ts` compares them); the
 * client reads a list's items here first. The schema is looked at once: its reader is kept.
 */
export function readFast(schema: z.ZodMiniType, input: unknown): unknown {
  let reader = readers.get(schema);
  if (!reader) readers.set(schema, (reader = readerOf(schema)));
  return reader(input);
}

function readerOf(schema: z.ZodMiniType): Reader {
  const convert = converters.get(schema);
  if (convert) return convert;
  // zod/mini's own definitions: the `innerType` of an optional or nullable, an object's `shape`.
  const def = schema._zod.def as z.core.$ZodTypeDef & {
    innerType: z.ZodMiniType;
    shape: Record<string, z.ZodMiniType>;
    catchall?: unknown;
  };
  if (def.checks?.length || def.catchall) return () => REFUSED;
  if (def.type === 'optional' || def.type === 'nullable') {
    const kept = def.type === 'optional' ? undefined : null;
    // An optional default: zod would put the default in.
    const keptRead = def.innerType._zod.optin ? REFUSED : kept;
    const inner = readerOf(def.innerType);
    return (input) => (input === kept ? keptRead : inner(input));
  }
  if (def.type !== 'object') return () => REFUSED;
  // Three parallel arrays walked by index: this runs once per item of a list (10,000 of them in
  // one answer), mostly before the engine has optimised it.
  const keys = Object.keys(def.shape);
  const readFields = keys.map((key) => readerOf(def.shape[key]!));
  const optional = keys.map((key) => {
    const { _zod } = def.shape[key]!;
    return _zod.optin === 'optional' && _zod.optout === 'optional';
  });
  return (input) => {
    if (typeof input !== 'object' || !input || Array.isArray(input)) return REFUSED;
    const source = input as Record<string, unknown>;
    const read: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index]!;
      if (key in source) {
        const value = readFields[index]!(source[key]);
        if (value === REFUSED) return REFUSED;
        read[key] = value;
      } else if (!optional[index]) return REFUSED;
    }
    return read;
  };
}

/** A decimal number written as text: `19.90`, `-3`, `.5`, `1e3` (spaces around allowed). */
const NUMERIC_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

/** A finite number, or its text; undefined otherwise. */
function toNumber(input: unknown): number | undefined {
  const value =
    typeof input === 'number'
      ? input
      : typeof input === 'string' && NUMERIC_TEXT.test(input)
        ? +input
        : NaN;
  return Number.isFinite(value) ? value : undefined;
}

/** A number (or a numeric string) from `minimum` to `maximum`; other text is refused. */
export const readNumber = (expected = 'a number', minimum = -Infinity, maximum = Infinity) =>
  read(
    (input) => {
      const value = toNumber(input);
      return value !== undefined && value >= minimum && value <= maximum ? value : REFUSED;
    },
    expected,
    {
      type: 'number',
      ...(minimum > -Infinity && { minimum }),
      ...(maximum < Infinity && { maximum }),
    },
  );

/** An amount or a price: any finite number, or its text (`"19.90"`). */
export const readAmount = readNumber();
/** A count of things, zero or more. */
export const readCount = readNumber('a number of 0 or more', 0);

/** An id: a finite number or a non-blank text (a UUID, `mk_01`), kept exactly as it came. */
export const readId = read<string | number>(
  (input) =>
    (typeof input === 'number' && Number.isFinite(input)) ||
    (typeof input === 'string' && input.trim() !== '')
      ? input
      : REFUSED,
  'an id',
);

/** Any text (names, descriptions); a number is written as text. */
export const readText = read<string>(
  (input) =>
    typeof input === 'string' ? input : typeof input === 'number' ? String(input) : REFUSED,
  'text',
);

/** `true` or `false`. */
export const readBoolean = read<boolean>(
  (input) => (typeof input === 'boolean' ? input : REFUSED),
  'boolean',
);

/** An image address, or null when it is null, blank or missing: the UI draws its own art then. */
export const readImage = read<string | null>(
  (input) =>
    input == null || (typeof input === 'string' && input.trim() === '')
      ? null
      : typeof input === 'string'
        ? input
        : REFUSED,
  'an image address or null',
);

/** Epoch milliseconds from a number or numeric text: below 10^11 they are seconds. */
const epochMs = (value: number) => (Math.abs(value) < 1e11 ? value * 1000 : value);

/** ISO 8601 text as `toISOString` writes it, of a day from the 1st to the 28th. */
const ISO_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

/**
 * A moment, normalised to ISO 8601 text (`2025-06-14T09:12:00.000Z`): ISO text, any text `Date`
 * reads, or epoch seconds or milliseconds (a number or its text).
 */
export const readTimestamp = read<string>(
  (input) => {
    // Already the text this gives (up to the 28th, a day every month has): kept, not parsed again.
    if (typeof input === 'string' && ISO_TIME.test(input)) return input;
    const number = toNumber(input);
    const ms =
      number !== undefined ? epochMs(number) : typeof input === 'string' ? Date.parse(input) : NaN;
    const date = new Date(ms);
    return Number.isNaN(date.getTime()) ? REFUSED : date.toISOString();
  },
  'a date and time',
  { type: 'string', format: 'date-time' },
);

/** The key two spellings of one value share: capitals, letters and digits only (`TAXIDRIVER`). */
const enumKey = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * An enum-like value: a known one is recognised whatever its case or separators (`taxi-driver`,
 * `Taxi Driver`, `TAXI_DRIVER`) or by an alias (`DOT` for `IZIDOT`) and written as the contract
 * writes it; any other non-blank text is kept as it came (`Open<T>`), never refused.
 */
export function readOpenEnum<const T extends string>(
  known: readonly T[],
  aliases: Record<string, T> = {},
) {
  const byKey = new Map<string, T>([
    ...known.map((value) => [enumKey(value), value] as const),
    ...Object.entries(aliases),
  ]);
  // The known values that read as themselves (no alias or other value shares their key): kept
  // as they come, their key not worked out again.
  const asIs = new Set<unknown>(known.filter((value) => byKey.get(enumKey(value)) === value));
  return read<T | (string & {})>(
    (input) => {
      if (asIs.has(input)) return input as T;
      if (typeof input !== 'string' || input.trim() === '') return REFUSED;
      return byKey.get(enumKey(input)) ?? input;
    },
    'a non-empty text',
    { type: 'string', enum: known },
  );
}

/** A whole number of a closed set the app computes with (a star level), or its text. */
export const readOneOf = <const T extends number>(known: readonly T[]) =>
  read<T>(
    (input) => {
      const value = toNumber(input);
      return known.find((candidate) => candidate === value) ?? REFUSED;
    },
    `one of ${known.join(', ')}`,
    { type: 'integer', enum: known },
  );
