import type { Id } from '@izi/api';
import {
  BuyCharacterDialog,
  characterTypes,
  MarketplacePage,
  type BuyCharacterMedallion,
  type CharacterType,
  type Page,
} from '@izi/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EconomyNotImplemented, useBuyCharacter } from '../api/buy-character';
import { useMarketplaceItems } from '../api/marketplace';
import { useMedallions } from '../api/medallions';
import { useWallet } from '../api/wallet';
import { appMessages } from '../app.messages';
import { useNotices } from '../notices/NoticesProvider';
import { buyMessages } from './buyCharacter.messages';
import { loadErrorOf } from './loadError';

/** A backend without izi's buy call: the app says so honestly. */
function useNotAvailable() {
  const intl = useIntl();
  const notices = useNotices();
  return () => void notices.alert(intl.formatMessage(appMessages.notAvailable));
}

const isCharacterType = (type: string): type is CharacterType =>
  (characterTypes as readonly string[]).includes(type);

const pageOfType: Record<CharacterType, Page> = {
  PETA: 'peta',
  BETA: 'beta',
  ATA: 'ata',
  ALPHA: 'alpha',
};

export interface MarketplaceScreenProps {
  /** A full medallion's upgrade, asked for from the buy dialog, happens on its page. */
  onNavigate: (page: Page) => void;
}

/**
 * The marketplace with izi's own buy call (issue 18): Buy opens the dialog; a backend without
 * the call (404/405/501) keeps the spec's "not available yet".
 */
export function MarketplaceScreen({ onNavigate }: MarketplaceScreenProps) {
  const intl = useIntl();
  const notices = useNotices();
  const items = useMarketplaceItems();
  const wallet = useWallet();
  const medallions = useMedallions();
  const buy = useBuyCharacter();
  const [buyingId, setBuyingId] = useState<Id | null>(null);
  const notAvailable = useNotAvailable();

  const item = items.data?.items.find((candidate) => candidate.id === buyingId);
  const rooms: BuyCharacterMedallion[] = (medallions.data?.items ?? []).flatMap((medallion) =>
    isCharacterType(medallion.type) ? [{ ...medallion, type: medallion.type }] : [],
  );
  const refusal =
    buy.error && !(buy.error instanceof EconomyNotImplemented)
      ? buy.error.message || intl.formatMessage(buyMessages.failed)
      : undefined;

  const close = () => {
    setBuyingId(null);
    buy.reset();
  };

  return (
    <>
      <MarketplacePage
        items={items.data?.items}
        skipped={items.data?.skipped}
        loading={items.isPending}
        loadError={loadErrorOf(items)}
        onBuy={(id) => {
          buy.reset();
          setBuyingId(id);
        }}
      />
      {item ? (
        <BuyCharacterDialog
          open
          item={item}
          balanceDot={wallet.data?.iziDotBalance}
          medallions={rooms}
          busy={buy.isPending}
          error={refusal}
          onCancel={close}
          onUpgrade={(type) => {
            close();
            onNavigate(pageOfType[type]);
          }}
          onConfirm={(characterType) =>
            buy.mutate(
              { itemId: item.id, characterType },
              {
                onSuccess: () => {
                  close();
                  void notices.alert(
                    intl.formatMessage(buyMessages.bought, {
                      name: item.name,
                      type: characterType,
                    }),
                    'success',
                  );
                },
                onError: (error) => {
                  if (error instanceof EconomyNotImplemented) {
                    close();
                    notAvailable();
                  }
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}

/** iziShop lives in its own file, with the cart's add (issue 18). */
export { ShopScreen } from './ShopScreen';
