import type { CharacterType, Gender } from '@izi/api';
import { Grid, MedallionCharacters, MedallionDetailsCard, UpgradeModal } from '@izi/ui';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { appMessages } from '../../shared/app.messages';
import { errorText } from '../../shared/errorText';
import { loadErrorOf } from '../../shared/loadErrorOf';
import type { Navigate } from '../../shared/navigation';
import { useWithCustomNames, type CustomNames } from '../characters/customNames';
import { useCharacters } from '../characters/useCharacters';
import { useWallet } from '../wallet/useWallet';
import { useMedallion, useUpgradeMedallion } from './useMedallions';

export interface MedallionContainerProps {
  type: CharacterType;
  onNavigate: Navigate;
  /** Local names given by rename, shown in the list of characters. */
  customNames: CustomNames;
}

/**
 * One medallion's dashboard: its details and the characters of its type; the upgrade modal
 * chooses a gender, confirms, and on success closes while the data is read again.
 */
export function MedallionContainer({ type, onNavigate, customNames }: MedallionContainerProps) {
  const intl = useIntl();
  const medallion = useMedallion(type);
  const characters = useCharacters(type);
  const wallet = useWallet();
  const upgrade = useUpgradeMedallion();
  const named = useWithCustomNames(characters.data?.items, customNames);
  const [upgrading, setUpgrading] = useState(false);
  // Stable, so that the memoized card and list are not drawn again as the dialog opens.
  const openUpgrade = useCallback(() => setUpgrading(true), []);
  const buyCharacter = useCallback(() => onNavigate('marketplace'), [onNavigate]);
  // A list without this page's type will not gain it by waiting: that is a failure to load it.
  const missing = medallion.isSuccess && medallion.data === null;

  const close = () => {
    setUpgrading(false);
    upgrade.reset();
  };

  return (
    <Grid minColumnWidth="22rem">
      <MedallionDetailsCard
        type={type}
        medallion={medallion.data}
        loading={medallion.isPending}
        error={medallion.isError || missing}
        errorDetail={loadErrorOf(medallion)}
        onUpgrade={openUpgrade}
      />
      <MedallionCharacters
        type={type}
        characters={named}
        skipped={characters.data?.skipped}
        loading={characters.isPending}
        loadError={loadErrorOf(characters)}
        onBuyCharacter={buyCharacter}
      />
      {medallion.data && (
        <UpgradeModal
          open={upgrading}
          medallion={medallion.data}
          iziDolBalance={wallet.data?.iziDolBalance}
          loading={upgrade.isPending}
          error={
            upgrade.error
              ? { message: errorText(upgrade.error, intl.formatMessage(appMessages.unknownError)) }
              : null
          }
          onClose={close}
          onConfirm={({ gender }: { gender: Gender }) =>
            upgrade.mutate({ type, gender }, { onSuccess: close })
          }
        />
      )}
    </Grid>
  );
}
