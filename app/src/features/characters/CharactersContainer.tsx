import type { Id } from '@izi/api';
import { CharacterCarousel } from '@izi/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCharacters } from './useCharacters';
import { useSellCharacter } from './useSellCharacter';
import {
  sellFailed,
  signedInAppMessages,
  unknownSellError,
} from '../../shared/app.signedIn.messages';
import { errorText } from '../../shared/errorText';
import { loadErrorOf } from '../../shared/loadErrorOf';
import type { Navigate } from '../../shared/navigation';
import { useNotices } from '../../shared/notices/NoticesProvider';
import { useWithCustomNames, type CustomNames } from './customNames';

const noCharacters: never[] = [];

export interface CharactersContainerProps {
  onNavigate: Navigate;
  /** Local names given by rename (the spec: no server call), kept by the signed-in app. */
  customNames: CustomNames;
  onRename: (id: Id, name: string) => void;
}

/** The carousel of owned characters, with sale (confirm, call, notice) and local rename. */
export function CharactersContainer({
  onNavigate,
  customNames,
  onRename,
}: CharactersContainerProps) {
  const intl = useIntl();
  const notices = useNotices();
  const characters = useCharacters();
  const sell = useSellCharacter();
  const [sellingId, setSellingId] = useState<Id | null>(null);

  // The same array from render to render (a sale running, a dialog opening) for hundreds of characters.
  const list = useWithCustomNames(characters.data?.items, customNames) ?? noCharacters;

  const onSell = async (id: Id) => {
    const confirmed = await notices.confirm(intl.formatMessage(signedInAppMessages.sellConfirm), {
      destructive: true,
    });
    if (!confirmed) return;
    setSellingId(id);
    sell.mutate(id, {
      onSettled: () => setSellingId(null),
      onSuccess: () => notices.status(intl.formatMessage(signedInAppMessages.sold)),
      onError: (error) =>
        void notices.alert(
          intl.formatMessage(sellFailed, {
            message: errorText(error, intl.formatMessage(unknownSellError)),
          }),
          'error',
        ),
    });
  };

  return (
    <CharacterCarousel
      characters={list}
      loading={characters.isPending}
      loadError={loadErrorOf(characters)}
      skipped={characters.data?.skipped}
      sellingId={sellingId}
      onSell={(id) => void onSell(id)}
      onRename={onRename}
      onBuyCharacter={() => onNavigate('marketplace')}
    />
  );
}
