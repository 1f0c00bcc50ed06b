import { describe, expect, it } from 'vitest';
import { compareCatalogs, icuArguments } from './catalog-check.mjs';

describe('icuArguments', () => {
  it('finds plain, number, plural, select and tag arguments, nested too', () => {
    expect(
      icuArguments(
        '{name} has {count, plural, one {# item from {shop}} other {# items}} <b>{total, number}</b>',
      ),
    ).toEqual(['b:tag', 'count:plural', 'name:string', 'shop:string', 'total:number']);
  });
});

describe('compareCatalogs', () => {
  const en = { 'a.hello': 'Hello {name}', 'a.bye': 'Bye' };

  it('accepts a complete translation with the same arguments', () => {
    expect(compareCatalogs(en, { 'a.hello': 'Hola {name}', 'a.bye': 'Adiós' }, 'es')).toEqual([]);
  });

  it('reports a missing message', () => {
    expect(compareCatalogs(en, { 'a.hello': 'Hola {name}' }, 'es')).toEqual([
      'es: missing message "a.bye"',
    ]);
  });

  it('reports a message translated as empty or blank', () => {
    expect(compareCatalogs(en, { 'a.hello': 'Hola {name}', 'a.bye': ' ' }, 'ar')).toEqual([
      'ar: "a.bye" is empty',
    ]);
  });

  it('reports a renamed or dropped argument', () => {
    const problems = compareCatalogs(en, { 'a.hello': 'Hola {nombre}', 'a.bye': 'Adiós' }, 'es');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('"a.hello" has arguments [nombre:string]');
  });

  it('reports an argument whose kind changed', () => {
    const problems = compareCatalogs({ n: '{count, number} DOT' }, { n: '{count} DOT' }, 'fa');
    expect(problems[0]).toContain('[count:string], English has [count:number]');
  });

  it('reports a message the English catalog lacks, and broken ICU', () => {
    expect(
      compareCatalogs(en, { 'a.hello': 'Hola {name', 'a.bye': 'Adiós', extra: 'x' }, 'ar'),
    ).toEqual([
      expect.stringContaining('"a.hello" is not valid ICU'),
      'ar: "extra" is not in the English catalog',
    ]);
  });
});
