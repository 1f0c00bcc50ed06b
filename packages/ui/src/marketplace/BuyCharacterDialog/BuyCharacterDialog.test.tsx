import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { BuyCharacterDialog, type BuyCharacterMedallion } from './BuyCharacterDialog';

const medallions: BuyCharacterMedallion[] = [
  { type: 'PETA', starLevel: 1, capacity: 3, characterCount: 3, nextLevel: null },
  { type: 'BETA', starLevel: 2, capacity: 5, characterCount: 2, nextLevel: null },
];

const dialog = (list: BuyCharacterMedallion[]) => (
  <LocaleProvider locale="en" messages={{}}>
    <BuyCharacterDialog
      open
      item={{ id: 1, name: 'Junior Programmer', priceDot: 450 }}
      balanceDot={1200}
      medallions={list}
      onConfirm={vi.fn()}
      onCancel={vi.fn()}
      onUpgrade={vi.fn()}
    />
  </LocaleProvider>
);

describe('BuyCharacterDialog', () => {
  it('chooses the first medallion with room when the medallions arrive after it opened', () => {
    const { rerender } = render(dialog([]));
    expect(screen.getByRole('button', { name: 'Buy', hidden: true })).toBeDisabled();
    rerender(dialog(medallions));
    expect(screen.getByRole('radio', { name: /BETA/, hidden: true })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Buy', hidden: true })).toBeEnabled();
  });
});
