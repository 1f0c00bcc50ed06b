import { describe, expect, it } from 'vitest';
import { sellCharacter } from './characters/selling';
import { createMockDb, dbMessages, salePriceOf } from './db';
import { upgradeMedallion } from './medallions/upgrade';
import { submitUsdtRequest } from './wallet/usdt';
import * as fixtures from './fixtures';

const NOW = new Date('2025-07-01T12:00:00.000Z');
const fresh = () => createMockDb({ now: () => NOW });

describe('createMockDb', () => {
  it('starts from copies of the fixtures, never the fixtures themselves', () => {
    const db = fresh();
    expect(db.state.characters).toEqual(fixtures.characters);
    db.state.wallet.iziDolBalance = 0;
    db.state.characters.pop();
    expect(fixtures.wallet.iziDolBalance).toBe(1250.5);
    expect(fixtures.characters).toHaveLength(12);
  });

  it('starts from a seed, and reset() returns to it', () => {
    const db = createMockDb({
      characters: [],
      wallet: { iziDolBalance: 5, iziDotBalance: 0, iziDomBalance: 0 },
    });
    expect(db.characters()).toEqual([]);
    db.state.wallet.iziDolBalance = 99;
    db.reset();
    expect(db.state.wallet.iziDolBalance).toBe(5);
    expect(db.state.shopItems).toEqual(fixtures.shopItems);
  });

  it('filters characters by type', () => {
    const petas = fresh().characters('PETA');
    expect(petas.length).toBeGreaterThan(0);
    expect(petas.every((c) => c.characterType === 'PETA')).toBe(true);
  });
});

describe('selling a character', () => {
  it('removes it, credits iziDot, lowers its medallion count and records the sale', () => {
    const db = fresh();
    const sold = fixtures.characters[0]!;
    const price = salePriceOf(sold);
    const before = structuredClone(db.state);

    const result = sellCharacter(db, sold.id);

    expect(result).toEqual({ ok: true, value: { character: sold, price } });
    expect(price).toBe(sold.baseRate * 20);
    expect(db.characters().map((c) => c.id)).not.toContain(sold.id);
    expect(db.characters()).toHaveLength(before.characters.length - 1);
    expect(db.state.wallet.iziDotBalance).toBe(before.wallet.iziDotBalance + price);
    expect(db.state.wallet.iziDolBalance).toBe(before.wallet.iziDolBalance);
    const medallion = (s: typeof before) => s.medallions.find((m) => m.type === sold.characterType);
    expect(medallion(db.state)?.characterCount).toBe(medallion(before)!.characterCount - 1);
    expect(db.state.transactions[0]).toEqual({
      id: Math.max(...before.transactions.map((t) => t.id)) + 1,
      transactionType: 'CHARACTER_SALE',
      tokenType: 'IZIDOT',
      amount: price,
      timestamp: NOW.toISOString(),
    });
  });

  it('takes its week of income out of sevenDayIncome and leaves totalValue alone', () => {
    const db = fresh();
    const [first, second] = db.characters();
    const { sevenDayIncome, totalValue } = db.state.stats;
    expect(sevenDayIncome).toBe(
      Math.round(fixtures.characters.reduce((sum, c) => sum + c.baseRate, 0) * 7 * 100) / 100,
    );
    sellCharacter(db, first!.id);
    sellCharacter(db, second!.id);
    expect(db.state.stats.sevenDayIncome).toBeCloseTo(
      sevenDayIncome - (first!.baseRate + second!.baseRate) * 7,
      2,
    );
    expect(db.state.stats.totalValue).toBe(totalValue);
    for (const { id } of db.characters()) sellCharacter(db, id);
    expect(db.state.stats.sevenDayIncome).toBe(0);
    expect(fixtures.stats.sevenDayIncome).toBe(sevenDayIncome);
  });

  it('never takes sevenDayIncome below zero (a seed may start it anywhere)', () => {
    const db = createMockDb({ stats: { sevenDayIncome: 1, totalValue: 5 } });
    sellCharacter(db, db.characters()[0]!.id);
    expect(db.state.stats).toEqual({ sevenDayIncome: 0, totalValue: 5 });
  });

  it('refuses an unknown id with a 404 and changes nothing', () => {
    const db = fresh();
    const before = structuredClone(db.state);
    expect(sellCharacter(db, 9999)).toEqual({
      ok: false,
      status: 404,
      message: dbMessages.characterNotFound,
    });
    expect(db.state).toEqual(before);
  });
});

describe('upgrading a medallion', () => {
  it('raises the star level, applies the gender and next capacity, debits iziDol', () => {
    const db = fresh();
    const peta = db.state.medallions.find((m) => m.type === 'PETA')!;
    const next = peta.nextLevel!;
    const balance = db.state.wallet.iziDolBalance;

    const result = upgradeMedallion(db, { type: 'PETA', gender: 'M' });

    expect(result.ok).toBe(true);
    const upgraded = db.state.medallions.find((m) => m.type === 'PETA')!;
    expect(upgraded).toMatchObject({
      starLevel: next.starLevel,
      capacity: next.capacity,
      gender: 'M',
      characterCount: peta.characterCount,
      imageUrl: `/art/medallions/peta-${next.starLevel}-m.svg`,
    });
    expect(upgraded.nextLevel?.starLevel).toBe(next.starLevel + 1);
    expect(db.state.wallet.iziDolBalance).toBe(balance - next.price);
    expect(db.state.stats.totalValue).toBe(fixtures.stats.totalValue - next.price);
    expect(db.state.transactions[0]).toMatchObject({
      transactionType: 'MEDALLION_UPGRADE',
      tokenType: 'IZIDOL',
      amount: next.price,
    });
  });

  it('refuses at star level 4 and changes nothing', () => {
    const db = fresh();
    expect(db.state.medallions.find((m) => m.type === 'ALPHA')?.starLevel).toBe(4);
    const before = structuredClone(db.state);
    expect(upgradeMedallion(db, { type: 'ALPHA', gender: 'F' })).toEqual({
      ok: false,
      status: 400,
      message: dbMessages.maxLevel,
    });
    expect(db.state).toEqual(before);
  });

  it('refuses when iziDol is short, and accepts at exactly the price', () => {
    const db = fresh();
    const price = db.state.medallions.find((m) => m.type === 'BETA')!.nextLevel!.price;
    db.state.wallet.iziDolBalance = price - 0.01;
    const before = structuredClone(db.state);
    expect(upgradeMedallion(db, { type: 'BETA', gender: 'F' })).toEqual({
      ok: false,
      status: 400,
      message: dbMessages.insufficientForUpgrade,
    });
    expect(db.state).toEqual(before);

    db.state.wallet.iziDolBalance = price;
    expect(upgradeMedallion(db, { type: 'BETA', gender: 'F' }).ok).toBe(true);
    expect(db.state.wallet.iziDolBalance).toBe(0);
  });

  it('climbs from level 1 to 4, then stops', () => {
    const db = fresh();
    db.state.wallet.iziDolBalance = 1_000_000;
    const levels = [1, 2, 3].map(() => {
      const result = upgradeMedallion(db, { type: 'BETA', gender: 'M' });
      return result.ok ? result.value.starLevel : result.message;
    });
    expect(levels).toEqual([2, 3, 4]);
    expect(upgradeMedallion(db, { type: 'BETA', gender: 'M' }).ok).toBe(false);
  });
});

describe('a USDT request', () => {
  it('a deposit credits iziDol and records a CREDIT', () => {
    const db = fresh();
    const balance = db.state.wallet.iziDolBalance;
    const result = submitUsdtRequest(db, { type: 'deposit', amount: 100.25, proof: '0xabc' });
    expect(result.ok).toBe(true);
    expect(db.state.wallet.iziDolBalance).toBe(balance + 100.25);
    expect(db.state.stats.totalValue).toBe(fixtures.stats.totalValue + 100.25);
    expect(db.state.transactions[0]).toMatchObject({
      transactionType: 'CREDIT',
      tokenType: 'IZIDOL',
      amount: 100.25,
    });
  });

  it('a withdrawal debits iziDol, records a DEBIT, and is refused beyond the balance', () => {
    const db = fresh();
    const balance = db.state.wallet.iziDolBalance;
    const count = db.state.transactions.length;
    expect(
      submitUsdtRequest(db, { type: 'withdrawal', amount: balance + 1, address: 'T1' }),
    ).toEqual({
      ok: false,
      status: 400,
      message: dbMessages.insufficientForWithdrawal,
    });
    expect(db.state.transactions).toHaveLength(count);

    expect(submitUsdtRequest(db, { type: 'withdrawal', amount: 50, address: 'T1' }).ok).toBe(true);
    expect(db.state.wallet.iziDolBalance).toBe(balance - 50);
    expect(db.state.stats.totalValue).toBe(fixtures.stats.totalValue - 50);
    expect(db.state.transactions).toHaveLength(count + 1);
    expect(db.state.transactions[0]).toMatchObject({ transactionType: 'DEBIT', amount: 50 });
  });
});
