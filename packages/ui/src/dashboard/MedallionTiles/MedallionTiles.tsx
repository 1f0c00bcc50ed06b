import { useId, type ReactNode } from 'react';
import type { Open } from '../../model';
import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { Card } from '../../primitives/Card';
import { clampStars, MAX_STARS, Stars } from '../../primitives/Stars';
import { messages as starsMessages } from '../../primitives/Stars/Stars.messages';
import {
  characterTypes,
  medallionImagePath,
  type CharacterType,
  type StarLevel,
} from '../../medallion/medallion';
import * as styles from './MedallionTiles.css';
import { messages } from './MedallionTiles.messages';

export interface MedallionTilesProps {
  /** Opens the dashboard of a medallion type. */
  onSelect: (type: CharacterType) => void;
  /**
   * The user's medallions, when known: each tile then shows its picture and stars. Until then
   * (and without `loadError`) each tile shows a placeholder where its picture will be, never
   * another level's art.
   */
  medallions?: readonly {
    type: Open<CharacterType>;
    starLevel: StarLevel;
    imageUrl?: string | null | undefined;
  }[];
  /**
   * The medallions could not be loaded: this (a `LoadError` with its retry) shows above the
   * tiles, which still lead to each dashboard (without pictures of their own or stars).
   */
  loadError?: ReactNode;
}

/** Four tiles, PETA, BETA, ATA and ALPHA, each leading to its medallion dashboard. */
export function MedallionTiles({ onSelect, medallions, loadError }: MedallionTilesProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const idPrefix = useId();
  const loading = !medallions && !loadError;
  return (
    <Card title={intl.formatMessage(messages.title)}>
      {loadError && <div className={styles.failed}>{loadError}</div>}
      <ul className={styles.grid}>
        {characterTypes.map((type) => {
          const medallion = medallions?.find((candidate) => candidate.type === type);
          // The stars stay out of the button's name ("PETA Dashboard"); the Stars' own words
          // ("2 of 4 stars") describe it instead, so the level is heard as well as seen.
          const starsId = `${idPrefix}-${type}-stars`;
          return (
            <li key={type}>
              <button
                type="button"
                className={styles.tile}
                aria-describedby={medallion ? starsId : undefined}
                onClick={() => onSelect(type)}
              >
                {loading ? (
                  <span className={styles.placeholder} aria-hidden="true" />
                ) : (
                  <img
                    className={styles.image}
                    src={
                      medallion?.imageUrl ||
                      medallionImagePath(type, medallion?.starLevel ?? 1, 'M')
                    }
                    alt=""
                    width={88}
                    height={88}
                  />
                )}
                <span className={styles.type}>{type}</span>
                <span className={styles.caption}>{intl.formatMessage(messages.dashboard)}</span>
                {medallion && (
                  <>
                    <span className={styles.stars} aria-hidden="true">
                      <Stars level={medallion.starLevel} size={14} />
                    </span>
                    <span id={starsId} hidden>
                      {intl.formatMessage(starsMessages.label, {
                        level: formatInteger(clampStars(medallion.starLevel), numberLocale),
                        max: formatInteger(MAX_STARS, numberLocale),
                      })}
                    </span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
