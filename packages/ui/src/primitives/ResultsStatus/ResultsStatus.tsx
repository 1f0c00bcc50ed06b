import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { visuallyHidden } from '../../theme/utils.css';
import { messages } from './ResultsStatus.messages';

export interface ResultsStatusProps {
  /** How many items the search and the filters leave. */
  count: number;
  /**
   * Say it: true once the person has changed the search or a filter. Until then the region is
   * on the page but empty, so that screen readers follow it without reading a count at load.
   */
  announce: boolean;
}

/**
 * The number of results ("42 results") in a polite live region (`role="status"`), hidden from
 * sight (the page shows its own count): a screen reader says it when a search or a filter has
 * changed what the list holds, once per change, without moving the focus from the search box.
 */
export function ResultsStatus({ count, announce }: ResultsStatusProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  return (
    <p role="status" className={visuallyHidden}>
      {announce
        ? intl.formatMessage(messages.count, { count, n: formatInteger(count, numberLocale) })
        : null}
    </p>
  );
}
