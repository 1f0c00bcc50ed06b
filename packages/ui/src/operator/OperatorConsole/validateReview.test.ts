import { describe, expect, it } from 'vitest';
import { decide, needsReason } from './validateReview';

describe('decide', () => {
  it('refuses a reject or a cancel without a reason, blank included', () => {
    expect(decide({ action: 'reject', id: 1 }, '')).toBeNull();
    expect(decide({ action: 'cancel', id: 'o-1' }, '   \n ')).toBeNull();
  });

  it('gives the trimmed reason of a reject or a cancel', () => {
    expect(decide({ action: 'reject', id: 1 }, '  No such transfer ')).toEqual({
      action: 'reject',
      id: 1,
      reason: 'No such transfer',
    });
    expect(decide({ action: 'cancel', id: 'o-1' }, 'Out of stock')).toEqual({
      action: 'cancel',
      id: 'o-1',
      reason: 'Out of stock',
    });
  });

  it('leaves out an empty note of an approval and keeps a typed one', () => {
    expect(decide({ action: 'approve', id: 7 }, ' ')).toEqual({ action: 'approve', id: 7 });
    expect(decide({ action: 'approve', id: 7 }, 'Checked on chain')).toEqual({
      action: 'approve',
      id: 7,
      note: 'Checked on chain',
    });
  });

  it('delivers with nothing typed, ignoring any text', () => {
    expect(decide({ action: 'deliver', id: 3 }, 'anything')).toEqual({ action: 'deliver', id: 3 });
  });
});

describe('needsReason', () => {
  it('is true for reject and cancel only', () => {
    expect(['approve', 'reject', 'deliver', 'cancel'].map((a) => needsReason(a as never))).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });
});
