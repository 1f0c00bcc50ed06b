import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import type { Locale } from '../../i18n/locale';
import type { CharacterData } from '../character';
import { CharacterCarousel, clampIndex } from './CharacterCarousel';

const character = (id: number, name: string): CharacterData => ({
  id,
  name,
  image: null,
  job: 'CHEF',
  characterType: 'PETA',
  knowledge: 50,
  experience: 50,
  energy: 50,
  happiness: 50,
  baseRate: 5,
});
const three = [character(1, 'One'), character(2, 'Two'), character(3, 'Three')];

const inLocale = (locale: Locale, children: ReactNode) => (
  <LocaleProvider locale={locale} messages={{}}>
    {children}
  </LocaleProvider>
);
const props = { onRename: vi.fn(), onSell: vi.fn(), onBuyCharacter: vi.fn() };
const shownName = () => screen.getByRole('heading', { level: 3 }).textContent;

describe('clampIndex', () => {
  it('keeps an index inside the list', () => {
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(2, 0)).toBe(0);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
  });
});

describe('CharacterCarousel', () => {
  it('shows the new last character when the last one is removed', () => {
    const { rerender } = render(
      inLocale('en', <CharacterCarousel {...props} characters={three} initialIndex={2} />),
    );
    expect(shownName()).toBe('Three');
    rerender(inLocale('en', <CharacterCarousel {...props} characters={three.slice(0, 2)} />));
    expect(shownName()).toBe('Two');
    // The index itself moved: growing the list again does not jump back.
    rerender(inLocale('en', <CharacterCarousel {...props} characters={three} />));
    expect(shownName()).toBe('Two');
  });

  it('moves forward with ArrowRight in English and ArrowLeft in Arabic', () => {
    const { rerender } = render(
      inLocale('en', <CharacterCarousel {...props} characters={three} />),
    );
    fireEvent.keyDown(screen.getAllByRole('button')[0] as HTMLElement, { key: 'ArrowRight' });
    expect(shownName()).toBe('Two');
    rerender(inLocale('ar', <CharacterCarousel {...props} characters={three} />));
    fireEvent.keyDown(screen.getAllByRole('button')[0] as HTMLElement, { key: 'ArrowLeft' });
    expect(shownName()).toBe('Three');
    fireEvent.keyDown(screen.getAllByRole('button')[0] as HTMLElement, { key: 'ArrowRight' });
    expect(shownName()).toBe('Two');
  });

  it('prefers the custom name', () => {
    render(
      inLocale(
        'en',
        <CharacterCarousel
          {...props}
          characters={[{ ...character(1, 'One'), customName: 'Uno' }]}
        />,
      ),
    );
    expect(shownName()).toBe('Uno');
  });
});
