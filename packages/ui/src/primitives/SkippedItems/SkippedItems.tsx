import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { AlertIcon } from '../../icons';
import * as styles from './SkippedItems.css';
import { messages } from './SkippedItems.messages';

export interface SkippedItemsProps {
  /** How many items of the list the server sent could not be read (and are not shown). */
  count: number | undefined;
  className?: string;
}

/**
 * Beside a list that is shown without some of its items (the server sent them in a form the app
 * could not read): "N items could not be shown." Nothing when none was left out.
 */
export function SkippedItems({ count, className }: SkippedItemsProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  if (!count || count <= 0) return null;
  return (
    <p role="note" className={[styles.root, className].filter(Boolean).join(' ')}>
      <AlertIcon size={16} className={styles.icon} />
      <span>
        {intl.formatMessage(messages.message, { count, n: formatInteger(count, numberLocale) })}
      </span>
    </p>
  );
}
