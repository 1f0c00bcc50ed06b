import type { UsdtRequest } from '@izi/api';
import { requestSubmittedMessage, TransactionsList, WalletPage, type RequestMode } from '@izi/ui';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useTransactions } from '../api/transactions';
import { useSubmitUsdtRequest } from '../api/usdt-request';
import { useWallet } from '../api/wallet';
import { useNotices } from '../notices/NoticesProvider';
import { ConvertTokensScreen } from './ConvertTokensScreen';
import { loadErrorOf } from './loadError';

/** Balances, the deposit/withdraw request form (its outcome as a notice) and the history. */
export function WalletScreen() {
  const intl = useIntl();
  const notices = useNotices();
  const wallet = useWallet();
  const transactions = useTransactions();
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
        requestError={request.error?.message ?? null}
        onSubmitRequest={(body: UsdtRequest) =>
          request.mutate(body, {
            onSuccess: () => {
              setMode(null);
              void notices.alert(intl.formatMessage(requestSubmittedMessage), 'success');
            },
          })
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
      <ConvertTokensScreen open={converting} balances={wallet.data} onClose={closeConvert} />
    </>
  );
}
