import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { appMessages } from '../app.messages';
import { useNotices } from './NoticesProvider';

/**
 * The notice for a control the product does not implement yet (resend code, notifications,
 * footer links, token conversion) or that the backend lacks (izi's own calls answered 404, 405
 * or 501): "This is not available yet."
 */
export function useNotAvailable(): () => void {
  const intl = useIntl();
  const notices = useNotices();
  return useCallback(
    () => void notices.alert(intl.formatMessage(appMessages.notAvailable)),
    [intl, notices],
  );
}
