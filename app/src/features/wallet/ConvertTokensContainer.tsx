import type { Wallet } from '@izi/api';
import { ConvertTokensDialog, formatBalance, useLocale, type ConvertTokensRequest } from '@izi/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { isNotAvailableYet } from '../../shared/api/apiClient';
import { errorText } from '../../shared/errorText';
import { useNotices } from '../../shared/notices/NoticesProvider';
import { useNotAvailable } from '../../shared/notices/useNotAvailable';
import { convertMessages } from './convertTokens.messages';
import { useConversionRates, useConvertTokens } from './useConvertTokens';

export interface ConvertTokensContainerProps {
  open: boolean;
  balances: Wallet | undefined;
  onClose: () => void;
}

const tokenName = { IZIDOL: 'iziDol', IZIDOT: 'iziDot' } as const;

/**
 * Convert tokens on the wallet (izi's own calls): the dialog reads the server's rates
 * when it opens; a backend without the calls (404/405/501) closes it with "not available yet".
 * Confirm converts; the server's refusal stays inline, success closes with a notice.
 */
export function ConvertTokensContainer({ open, balances, onClose }: ConvertTokensContainerProps) {
  const intl = useIntl();
  const notices = useNotices();
  const notAvailable = useNotAvailable();
  const { numberLocale } = useLocale();
  const rates = useConversionRates(open);
  const convert = useConvertTokens();
  const missing = isNotAvailableYet(rates.error) || isNotAvailableYet(convert.error);

  const close = () => {
    convert.reset();
    onClose();
  };

  useEffect(() => {
    if (!open || !missing) return;
    convert.reset();
    onClose();
    notAvailable();
  }, [open, missing, convert, onClose, notAvailable]);

  const refusal =
    convert.error && !missing
      ? errorText(convert.error, intl.formatMessage(convertMessages.failed))
      : undefined;

  return (
    <ConvertTokensDialog
      open={open && !missing}
      balances={balances}
      rates={rates.data?.rates}
      ratesUnavailable={rates.isError && !missing}
      onRetryRates={() => void rates.refetch()}
      busy={convert.isPending}
      error={refusal}
      onCancel={close}
      onConfirm={(request: ConvertTokensRequest) =>
        convert.mutate(request, {
          onSuccess: (result) => {
            close();
            notices.status(
              intl.formatMessage(convertMessages.converted, {
                amount: formatBalance(result.amount ?? request.amount, numberLocale),
                from: tokenName[request.from],
                received: formatBalance(result.received ?? 0, numberLocale),
                to: tokenName[request.to],
              }),
            );
          },
        })
      }
    />
  );
}
