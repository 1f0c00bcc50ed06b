/** The time of a value as epoch milliseconds: a finite number as it is, a text as Date reads it. */
function timeOf(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value === 'string' && value.trim() !== '') return Date.parse(value);
  return NaN;
}

/**
 * The items newest first by the time `when` gives, whatever order they came in (the spec fixes
 * none, and backends differ). Items without a readable time go last; items of equal time, and
 * those without one, keep the order they came in. A new array; the given one is left as it is.
 */
export function newestFirst<T>(items: readonly T[], when: (item: T) => unknown): T[] {
  return items
    .map((item, index) => ({ item, index, time: timeOf(when(item)) }))
    .sort((a, b) => {
      const aKnown = !Number.isNaN(a.time);
      const bKnown = !Number.isNaN(b.time);
      if (aKnown && bKnown && a.time !== b.time) return b.time - a.time;
      if (aKnown !== bKnown) return aKnown ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ item }) => item);
}
