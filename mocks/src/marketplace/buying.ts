/**
 * Buying a marketplace character in the mocks, as the server does it: iziDot debited, the
 * character added to its medallion, a DEBIT recorded; the refusals carry the server's texts.
 */
import {
  buyCharacterRequestSchema,
  type BuyCharacterRequest,
  type Character,
  type CharacterType,
} from '@izi/api';
import { characterImagePath } from '@izi/domain';
import { characterIn, inRequestLanguage, languageOf } from '../catalog-language';
import type { MockDb } from '../db';
import * as extension from '../extension-route';
import { readJson } from '../route';
import { move, record, round2 } from '../wallet/ledger';

const messages = extension.extensionMessages;

/** The daily income bands of the server's roster (iziDot), for a bought character. */
const baseRateBand: Record<CharacterType, [number, number]> = {
  PETA: [5, 8],
  BETA: [12, 15],
  ATA: [24, 29],
  ALPHA: [60, 80],
};

export function buyCharacter(db: MockDb, itemId: number, { characterType }: BuyCharacterRequest) {
  const { state } = db;
  const item = state.marketplaceItems.find((i) => i.id === itemId);
  if (!item) return extension.refuse(410, messages.marketItemGone);
  const medallion = state.medallions.find((m) => m.type === characterType);
  if (!medallion) return extension.refuse(400, messages.medallionNotFound);
  if (medallion.characterCount >= medallion.capacity)
    return extension.refuse(400, messages.medallionFull(characterType, medallion.capacity));
  const balance = state.wallet.iziDotBalance;
  if (balance < item.priceDot)
    return extension.refuse(400, messages.insufficientForPurchase(item.priceDot, balance));
  const [low, high] = baseRateBand[characterType];
  const share = Math.min(1, item.priceDot / 1250);
  const character: Character = {
    id: Math.max(0, ...state.characters.map((c) => c.id)) + 1,
    name: item.name,
    image: characterImagePath(item.applicableJob),
    job: item.applicableJob,
    characterType,
    knowledge: 50,
    experience: 0,
    energy: 100,
    happiness: 80,
    baseRate: Math.round((low + (high - low) * share) * 4) / 4,
  };
  state.characters = [...state.characters, character];
  medallion.characterCount += 1;
  move(db, 'IZIDOT', -item.priceDot);
  state.stats = {
    sevenDayIncome: round2(state.stats.sevenDayIncome + character.baseRate * 7),
    totalValue: state.stats.totalValue,
  };
  record(db, { transactionType: 'DEBIT', tokenType: 'IZIDOT', amount: item.priceDot });
  return { ok: true, value: character } as const;
}

export const buyingHandlers = {
  buyCharacter: (ctx) =>
    extension.extensionRoute('buyCharacter', ctx, async ({ request, id }) => {
      const body = buyCharacterRequestSchema.safeParse(await readJson(request));
      if (!body.success) return extension.refusal('buyCharacter', 400, messages.badRequest);
      const result = buyCharacter(ctx.db, id, body.data);
      if (!result.ok) return extension.refusal('buyCharacter', result.status, result.message);
      const character = characterIn(result.value, languageOf(request));
      return extension.answer(
        'buyCharacter',
        {
          success: true,
          message: messages.bought(character.name, character.characterType),
          character,
        },
        { headers: inRequestLanguage },
      );
    }),
} satisfies Record<string, extension.ExtensionScenario>;

/** Buying's own scenarios, beside every call's. */
export const buyingScenarios = {
  buyCharacter: {
    insufficientBalance: extension.refused(
      'buyCharacter',
      400,
      messages.insufficientForPurchase(1250, 500),
    ),
    medallionFull: extension.refused('buyCharacter', 400, messages.medallionFull('PETA', 3)),
    itemGone: extension.refused('buyCharacter', 410, messages.marketItemGone),
  },
};
