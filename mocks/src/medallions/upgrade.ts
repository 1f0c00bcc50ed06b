/** Upgrading a medallion in the mock, against the iziDol balance. */
import type { Medallion, UpgradeMedallionRequest } from '@izi/api';
import { medallionTexts } from '@izi/api';
import type { DbResult, MockDb } from '../db';
import { buildMedallion } from '../medallion-tiers';
import { record, round2 } from '../wallet/ledger';

/** Raises the star level with the chosen gender, debits iziDol, records a MEDALLION_UPGRADE. */
export function upgradeMedallion(
  db: MockDb,
  { type, gender }: UpgradeMedallionRequest,
): DbResult<Medallion> {
  const { state } = db;
  const index = state.medallions.findIndex((m) => m.type === type);
  const current = state.medallions[index];
  if (!current) return { ok: false, status: 404, message: medallionTexts.medallionNotFound };
  const next = current.nextLevel;
  if (!next) return { ok: false, status: 400, message: medallionTexts.maxLevel };
  if (state.wallet.iziDolBalance < next.price) {
    return { ok: false, status: 400, message: medallionTexts.insufficientForUpgrade };
  }
  const upgraded = buildMedallion(type, next.starLevel, gender, current.characterCount);
  state.medallions[index] = upgraded;
  state.wallet.iziDolBalance = round2(state.wallet.iziDolBalance - next.price);
  state.stats.totalValue = round2(state.stats.totalValue - next.price);
  record(db, { transactionType: 'MEDALLION_UPGRADE', tokenType: 'IZIDOL', amount: next.price });
  return { ok: true, value: upgraded };
}
