import type { UsdtRequest } from '@izi/api';
import {
  requestSubmittedMessage,
  TransactionsList,
  UsdtRequestList,
  WalletPage,
  type RequestMode,
} from '@izi/ui';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { isNotAvailableYet } from '../../shared/api/apiClient';
import { appMessages } from '../../shared/app.messages';
import { errorText } from '../../shared/errorText';
import { loadErrorOf } from '../../shared/loadErrorOf';
import { useNotices } from '../../shared/notices/NoticesProvider';
import { ConvertTokensContainer } from './ConvertTokensContainer';
import { useSubmitUsdtRequest } from './useSubmitUsdtRequest';
import { useTransactions } from './useTransactions';
import { useUsdtRequests } from './useUsdtRequests';
import { useWallet } from './useWallet';

/**
 * Balances, the deposit/withdraw request form (its outcome as a notice), the person's requests
 * with their review ("not available yet" on a backend without the call) and the history.
 */
export function WalletContainer() {
  const intl = useIntl();
  const notices = useNotices();
  const wallet = useWallet();
  const transactions = useTransactions();
  const requests = useUsdtRequests();
  const requestsMissing = isNotAvailableYet(requests.error);
  const request = useSubmitUsdtRequest();
  const [mode, setMode] = useState<RequestMode | null>(null);
  const [converting, setConverting] = useState(false);
  const closeConvert = useCallback(() => setConverting(false), []);

  return (
    <>
      <WalletPage
        balances={wallet.data}
        balancesError={loadErrorOf(wallet)}
        onConvert={() => setConverting(true)}
        requestMode={mode}
        onRequestModeChange={(next) => {
          request.reset();
          setMode(next);
        }}
        requestSubmitting={request.isPending}
        requestError={
          request.error
            ? errorText(request.error, intl.formatMessage(appMessages.unknownError))
            : null
        }
        onSubmitRequest={(body: UsdtRequest) =>
          request.mutate(body, {
            onSuccess: () => {
              setMode(null);
              notices.status(intl.formatMessage(requestSubmittedMessage));
            },
          })
        }
        requests={
          <UsdtRequestList
            requests={requests.data}
            loading={requests.isPending && !requestsMissing}
            loadError={requestsMissing ? undefined : loadErrorOf(requests)}
            notAvailable={requestsMissing}
          />
        }
        transactions={
          loadErrorOf(transactions) ?? (
            <TransactionsList
              transactions={transactions.data?.items}
              skipped={transactions.data?.skipped}
              loading={transactions.isPending}
            />
          )
        }
      />
      <ConvertTokensContainer open={converting} balances={wallet.data} onClose={closeConvert} />
    </>
  );
}
