import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import type { MedallionData } from '../medallion';
import { UpgradeModal } from './UpgradeModal';

const medallion: MedallionData = {
  type: 'BETA',
  gender: 'M',
  starLevel: 1,
  capacity: 3,
  characterCount: 2,
  imageUrl: '/art/medallions/beta-1-m.svg',
  nextLevel: { starLevel: 2, capacity: 5, price: 250 },
};

function modal(open: boolean, onConfirm = vi.fn()) {
  return (
    <LocaleProvider locale="en" messages={{}}>
      <UpgradeModal
        open={open}
        medallion={medallion}
        iziDolBalance={1000}
        onClose={vi.fn()}
        onConfirm={onConfirm}
      />
    </LocaleProvider>
  );
}

describe('UpgradeModal', () => {
  it('starts at the medallion gender again on every opening', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(modal(true, onConfirm));
    fireEvent.click(screen.getByRole('radio', { name: 'Female', hidden: true }));
    expect(screen.getByRole('radio', { name: 'Female', hidden: true })).toBeChecked();
    rerender(modal(false, onConfirm));
    rerender(modal(true, onConfirm));
    expect(screen.getByRole('radio', { name: 'Male', hidden: true })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
    expect(onConfirm).toHaveBeenCalledWith({ type: 'BETA', gender: 'M' });
  });
});
