import type { Id } from '@izi/api';
import {
  BuyCharacterDialog,
  characterTypes,
  MarketplacePage,
  type BuyCharacterMedallion,
  type CharacterType,
} from '@izi/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isNotAvailableYet } from '../../shared/api/apiClient';
import { useBuyCharacter } from './useBuyCharacter';
import { useMarketplaceItems } from './useMarketplaceItems';
import { useMedallions } from '../medallions/useMedallions';
import { useWallet } from '../wallet/useWallet';
import { errorText } from '../../shared/errorText';
import { loadErrorOf } from '../../shared/loadErrorOf';
import { medallionPageOf, type Navigate } from '../../shared/navigation';
import { useNotices } from '../../shared/notices/NoticesProvider';
import { useNotAvailable } from '../../shared/notices/useNotAvailable';
import { buyMessages } from './buyCharacter.messages';

const isCharacterType = (type: string): type is CharacterType =>
  (characterTypes as readonly string[]).includes(type);

export interface MarketplaceContainerProps {
  /** A full medallion's upgrade, asked for from the buy dialog, happens on its page. */
  onNavigate: Navigate;
}

/**
 * The marketplace with izi's own buy call: Buy opens the dialog; a backend without
 * the call (404/405/501) keeps the spec's "not available yet".
 */
export function MarketplaceContainer({ onNavigate }: MarketplaceContainerProps) {
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
    buy.error && !isNotAvailableYet(buy.error)
      ? errorText(buy.error, intl.formatMessage(buyMessages.failed))
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
            onNavigate(medallionPageOf(type));
          }}
          onConfirm={(characterType) =>
            buy.mutate(
              { itemId: item.id, characterType },
              {
                onSuccess: () => {
                  close();
                  notices.status(
                    intl.formatMessage(buyMessages.bought, {
                      name: item.name,
                      type: characterType,
                    }),
                  );
                },
                onError: (error) => {
                  if (isNotAvailableYet(error)) {
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
