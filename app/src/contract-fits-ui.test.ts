/**
 * The app passes what the client read straight to the components: each entity of the contract
 * (`@izi/api`, as the spec defines it and as the tolerant reader returns it) must fit the props
 * `@izi/ui` declares for it, and the seed catalogs of `@izi/domain` must be entities of the
 * contract. Checked by `tsc -b` (npm test's typecheck); a mismatch is a compile error here.
 */
import type * as api from '@izi/api';
import type { SeedMarketplaceItem, SeedShopItem } from '@izi/domain';
import type * as ui from '@izi/ui';
import { describe, expectTypeOf, it } from 'vitest';

describe("the contract's entities fit the components' props", () => {
  it('as the spec defines them', () => {
    expectTypeOf<api.Character>().toExtend<ui.CharacterData>();
    expectTypeOf<api.Medallion>().toExtend<ui.MedallionData>();
    expectTypeOf<api.MedallionNextLevel>().toExtend<ui.MedallionNextLevelData>();
    expectTypeOf<api.Transaction>().toExtend<ui.TransactionData>();
    expectTypeOf<api.MarketplaceItem>().toExtend<ui.MarketplaceItem>();
    expectTypeOf<api.ShopItem>().toExtend<ui.ShopItem>();
    expectTypeOf<api.Wallet>().toExtend<ui.WalletBalances>();
    expectTypeOf<api.UsdtRequestRecord>().toExtend<ui.UsdtRequestView>();
    expectTypeOf<api.Order>().toExtend<ui.OrderView>();
    expectTypeOf<api.OperatorUsdtRequest>().toExtend<ui.OperatorUsdtRequestView>();
    expectTypeOf<api.OperatorOrder>().toExtend<ui.OperatorOrderView>();
    expectTypeOf<api.AuditEntry>().toExtend<ui.AuditEntryView>();
  });

  it('as the client reads them from any backend', () => {
    expectTypeOf<api.ReadCharacter>().toExtend<ui.CharacterData>();
    // A medallion page shows the one whose type is its own, so its type is known.
    expectTypeOf<api.ReadMedallion & { type: api.CharacterType }>().toExtend<ui.MedallionData>();
    // Any other medallion the server sends is not drawn as one of the four.
    expectTypeOf<api.ReadMedallion>().not.toExtend<ui.MedallionData>();
    expectTypeOf<api.ReadTransaction>().toExtend<ui.TransactionData>();
    expectTypeOf<api.ReadMarketplaceItem>().toExtend<ui.MarketplaceItem>();
    expectTypeOf<api.ReadShopItem>().toExtend<ui.ShopItem>();
    expectTypeOf<api.ReadWallet>().toExtend<ui.WalletBalances>();
    expectTypeOf<api.ReadUsdtRequestRecord>().toExtend<ui.UsdtRequestView>();
    expectTypeOf<api.ReadOrder>().toExtend<ui.OrderView>();
    expectTypeOf<api.ReadOperatorUsdtRequest>().toExtend<ui.OperatorUsdtRequestView>();
    expectTypeOf<api.ReadOperatorOrder>().toExtend<ui.OperatorOrderView>();
    expectTypeOf<api.ReadAuditEntry>().toExtend<ui.AuditEntryView>();
  });

  it('name the same fixed values (both from @izi/domain)', () => {
    expectTypeOf<api.Job>().toEqualTypeOf<ui.Job>();
    expectTypeOf<api.CharacterType>().toEqualTypeOf<ui.CharacterType>();
    expectTypeOf<api.Gender>().toEqualTypeOf<ui.MedallionGender>();
    expectTypeOf<api.StarLevel>().toEqualTypeOf<ui.StarLevel>();
    expectTypeOf<api.TransactionType>().toEqualTypeOf<ui.TransactionType>();
    expectTypeOf<api.TokenType>().toEqualTypeOf<ui.TransactionToken>();
  });

  it('and the seed catalogs are entities of the contract', () => {
    expectTypeOf<SeedMarketplaceItem>().toExtend<api.MarketplaceItem>();
    expectTypeOf<SeedShopItem>().toExtend<api.ShopItem>();
  });

  it('while an entity missing a field the props need does not fit', () => {
    expectTypeOf<Omit<api.Character, 'job'>>().not.toExtend<ui.CharacterData>();
    expectTypeOf<Omit<api.Medallion, 'starLevel'>>().not.toExtend<ui.MedallionData>();
    expectTypeOf<
      Omit<api.Character, 'energy'> & { energy: string }
    >().not.toExtend<ui.CharacterData>();
  });
});
