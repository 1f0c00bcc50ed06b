import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../auth/FormAlert';
import { Button } from '../../primitives/Button';
import { Dialog, DialogFormButtons } from '../../primitives/Dialog';
import { Skeleton } from '../../primitives/Skeleton';
import { TokenAmount } from '../../primitives/TokenAmount';
import { canUpgrade, type CharacterType, type MedallionData } from '../../medallion/medallion';
import type { MarketplaceItem } from '../MarketplaceItemCard';
import * as content from '../../primitives/Dialog/dialogContent.css';
import * as styles from './BuyCharacterDialog.css';
import { messages } from './BuyCharacterDialog.messages';

export type BuyCharacterMedallion = Pick<
  MedallionData,
  'type' | 'characterCount' | 'capacity' | 'starLevel' | 'nextLevel'
>;

export interface BuyCharacterDialogProps {
  open: boolean;
  /** The character on offer (its price is in iziDot). */
  item: Pick<MarketplaceItem, 'id' | 'name' | 'priceDot'>;
  /** The person's iziDot balance; undefined while it loads. */
  balanceDot: number | undefined;
  /** The person's medallions, each with its room (`characterCount / capacity`). */
  medallions: readonly BuyCharacterMedallion[];
  /** The purchase is under way: nothing can be changed or closed until it ends. */
  busy?: boolean;
  /** The server's refusal (short balance, full medallion, item gone), shown inline. */
  error?: string | undefined;
  onConfirm: (characterType: CharacterType) => void;
  onCancel: () => void;
  /** A full medallion's upgrade was asked for instead. */
  onUpgrade: (characterType: CharacterType) => void;
}

const ignore = () => {};
const isFull = (medallion: BuyCharacterMedallion) => medallion.characterCount >= medallion.capacity;

/**
 * Buying a marketplace character: the item, its price, the iziDot balance and the medallion to
 * place it in; a full medallion cannot be chosen and offers its upgrade instead.
 */
export function BuyCharacterDialog({
  open,
  item,
  balanceDot,
  medallions,
  busy = false,
  error,
  onConfirm,
  onCancel,
  onUpgrade,
}: BuyCharacterDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const errorId = useId();
  const firstFree = medallions.find((medallion) => !isFull(medallion))?.type;
  // The person's choice; until they make one, the first medallion with room, also when the
  // medallions arrive after the dialog opened (it opened on an empty list: nothing to choose).
  const [picked, setPicked] = useState<CharacterType | undefined>(undefined);
  const chosen = picked ?? firstFree;

  // Every opening starts on the first medallion with room.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setPicked(undefined);
  }
  const selected = medallions.find((medallion) => medallion.type === chosen && !isFull(medallion));

  return (
    <Dialog
      open={open}
      onClose={busy ? ignore : onCancel}
      size="sm"
      describedBy={error ? errorId : undefined}
      title={intl.formatMessage(messages.title, { name: item.name })}
      footer={
        <DialogFormButtons
          formId={formId}
          cancelLabel={intl.formatMessage(messages.cancel)}
          confirmLabel={intl.formatMessage(messages.confirm)}
          onCancel={onCancel}
          busy={busy}
          confirmDisabled={!selected}
        />
      }
    >
      <form
        id={formId}
        className={styles.body}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (selected && !busy) onConfirm(selected.type);
        }}
      >
        <dl className={content.figures}>
          <dt className={content.figureLabel}>{intl.formatMessage(messages.price)}</dt>
          <dd className={content.figureValue}>
            <TokenAmount value={item.priceDot} token="iziDot" />
          </dd>
          <dt className={content.figureLabel}>{intl.formatMessage(messages.balance)}</dt>
          <dd className={content.figureValue}>
            {balanceDot === undefined ? (
              <Skeleton width="6rem" />
            ) : (
              <TokenAmount value={balanceDot} token="iziDot" />
            )}
          </dd>
        </dl>
        <fieldset className={styles.fieldset} disabled={busy}>
          <legend className={content.legend}>{intl.formatMessage(messages.medallion)}</legend>
          {medallions.map((medallion) => {
            const full = isFull(medallion);
            return (
              <div key={medallion.type} className={styles.option}>
                <label className={styles.radioLabel} data-disabled={full || undefined}>
                  <input
                    type="radio"
                    name={`${formId}-medallion`}
                    value={medallion.type}
                    checked={chosen === medallion.type && !full}
                    disabled={full}
                    onChange={() => setPicked(medallion.type)}
                  />
                  <span>
                    {intl.formatMessage(messages.room, {
                      type: medallion.type,
                      count: intl.formatNumber(medallion.characterCount),
                      capacity: intl.formatNumber(medallion.capacity),
                    })}
                  </span>
                  {full ? <strong>{intl.formatMessage(messages.full)}</strong> : null}
                </label>
                {full && canUpgrade(medallion) ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() => onUpgrade(medallion.type)}
                  >
                    {intl.formatMessage(messages.upgrade, { type: medallion.type })}
                  </Button>
                ) : null}
              </div>
            );
          })}
          {medallions.length > 0 && firstFree === undefined ? (
            <p>{intl.formatMessage(messages.allFull)}</p>
          ) : null}
        </fieldset>
        <FormAlert id={errorId} message={error} />
      </form>
    </Dialog>
  );
}
