import { useIntl } from 'react-intl';
import { Card } from '../../primitives/Card';
import { Stars } from '../../primitives/Stars';
import {
  characterTypes,
  medallionImagePath,
  type CharacterType,
  type MedallionData,
} from '../../medallion/medallion';
import * as styles from './MedallionTiles.css';
import { messages } from './MedallionTiles.messages';

export interface MedallionTilesProps {
  /** Opens the dashboard of a medallion type. */
  onSelect: (type: CharacterType) => void;
  /** The user's medallions, when known: each tile then shows its picture and stars. */
  medallions?: readonly Pick<MedallionData, 'type' | 'starLevel' | 'imageUrl'>[];
}

/** Four tiles, PETA, BETA, ATA and ALPHA, each leading to its medallion dashboard. */
export function MedallionTiles({ onSelect, medallions }: MedallionTilesProps) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(messages.title)}>
      <ul className={styles.grid}>
        {characterTypes.map((type) => {
          const medallion = medallions?.find((candidate) => candidate.type === type);
          return (
            <li key={type}>
              <button type="button" className={styles.tile} onClick={() => onSelect(type)}>
                <img
                  className={styles.image}
                  src={medallion?.imageUrl ?? medallionImagePath(type, 1, 'M')}
                  alt=""
                  width={88}
                  height={88}
                />
                <span className={styles.type}>{type}</span>
                <span className={styles.caption}>{intl.formatMessage(messages.dashboard)}</span>
                {medallion && (
                  <span className={styles.stars} aria-hidden="true">
                    <Stars level={medallion.starLevel} size={14} />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
