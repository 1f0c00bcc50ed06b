import type { Locale } from '@izi/locales';
import {
  AiAdvisorCard,
  CharacterSlider,
  DashboardGrid,
  FullRow,
  IncomeChart,
  IncomeStats,
  LastOfThree,
  MedallionTiles,
  QuestsCard,
  QuickLinks,
  TransactionsList,
  WalletSummary,
  WelcomeCard,
  type PageId,
} from '@izi/ui';
import { useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useCharacters } from '../characters/useCharacters';
import { useMedallions } from '../medallions/useMedallions';
import { useStats } from './useStats';
import { useTransactions } from '../wallet/useTransactions';
import { useWallet } from '../wallet/useWallet';
import { signedInAppMessages } from '../../shared/app.signedIn.messages';
import { useWithCustomNames, type CustomNames } from '../characters/customNames';
import { loadErrorOf, type LoadableQuery } from '../../shared/loadErrorOf';
import { medallionPageOf, type Navigate } from '../../shared/navigation';
import { useNotAvailable } from '../../shared/notices/useNotAvailable';

/** What a card shows of a query: its data, whether it is still pending, and a failed load. */
interface Shown<T> extends LoadableQuery {
  data: T | undefined;
  isPending: boolean;
}

/**
 * A query's fields as the dashboard shows them, deferred: an answer (which TanStack Query
 * delivers as an urgent update) first re-renders the page with the values it had, which the
 * memoized cards skip, and then reaches the cards in a transition React renders in small slices,
 * so no answer blocks the main thread for long (Total Blocking Time).
 */
function useDeferredQuery<T>(query: Shown<T>): Shown<T> {
  const data = useDeferredValue(query.data);
  const isPending = useDeferredValue(query.isPending);
  const isLoadingError = useDeferredValue(query.isLoadingError);
  const isFetching = useDeferredValue(query.isFetching);
  const error = useDeferredValue(query.error);
  const { refetch } = query;
  return useMemo(
    () => ({ data, isPending, isLoadingError, isFetching, error, refetch }),
    [data, isPending, isLoadingError, isFetching, error, refetch],
  );
}

export interface DashboardContainerProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onNavigate: Navigate;
  onOpenAdvisor: () => void;
  onLogout: () => void;
  /** Local names given by rename, shown in the character slider. */
  customNames: CustomNames;
}

/** The dashboard shows the newest few; the wallet page lists them all. */
const latestTransactionCount = 5;

/**
 * The main dashboard: every card, each fed by its own query. Beyond the spec (the spec keeps
 * a failed card's skeleton), a card whose call failed says what failed in its own space, with
 * Try again, while the other cards show their data.
 */
export function DashboardContainer({
  locale,
  onLocaleChange,
  onNavigate,
  onOpenAdvisor,
  onLogout,
  customNames,
}: DashboardContainerProps) {
  const intl = useIntl();
  const notAvailable = useNotAvailable();
  const wallet = useDeferredQuery(useWallet());
  const characters = useDeferredQuery(useCharacters());
  const named = useWithCustomNames(characters.data?.items, customNames);
  const stats = useDeferredQuery(useStats());
  const transactions = useDeferredQuery(useTransactions());
  const medallions = useDeferredQuery(useMedallions());
  // The parent's callbacks may be new on each render: the cards call the latest through these,
  // so a render of the parent alone does not render every card again.
  const latest = useRef({ onNavigate, onOpenAdvisor, onLogout });
  useLayoutEffect(() => {
    latest.current = { onNavigate, onOpenAdvisor, onLogout };
  });
  const navigate = useMemo(() => (page: PageId) => latest.current.onNavigate(page), []);
  const openAdvisor = useMemo(() => () => latest.current.onOpenAdvisor(), []);
  const logout = useMemo(() => () => latest.current.onLogout(), []);
  return useMemo(
    () => (
      <DashboardGrid>
        <FullRow>
          <WelcomeCard
            userName={intl.formatMessage(signedInAppMessages.userLabel)}
            locale={locale}
            onLocaleChange={onLocaleChange}
            onNotifications={notAvailable}
            onLogout={logout}
          />
        </FullRow>
        <QuestsCard />
        <WalletSummary
          wallet={wallet.data}
          loading={wallet.isPending}
          loadError={loadErrorOf(wallet)}
          onManage={() => navigate('wallet')}
        />
        <LastOfThree>
          <IncomeStats
            sevenDayIncome={stats.data?.sevenDayIncome}
            totalValue={stats.data?.totalValue}
            loadError={loadErrorOf(stats)}
          />
        </LastOfThree>
        <FullRow>
          <MedallionTiles
            medallions={medallions.data?.items}
            loadError={loadErrorOf(medallions)}
            onSelect={(type) => navigate(medallionPageOf(type))}
          />
        </FullRow>
        <FullRow>
          <CharacterSlider
            characters={named}
            loading={characters.isPending}
            loadError={loadErrorOf(characters)}
            onViewAll={() => navigate('characters')}
          />
        </FullRow>
        <IncomeChart />
        <QuickLinks onNavigate={(target) => navigate(target === 'iziShop' ? 'izishop' : target)} />
        <LastOfThree>
          <AiAdvisorCard onOpen={openAdvisor} />
        </LastOfThree>
        <FullRow>
          <TransactionsList
            transactions={transactions.data?.items}
            skipped={transactions.data?.skipped}
            loading={transactions.isPending}
            loadError={loadErrorOf(transactions)}
            limit={latestTransactionCount}
            onViewAll={() => navigate('wallet')}
          />
        </FullRow>
      </DashboardGrid>
    ),
    [
      intl,
      notAvailable,
      locale,
      onLocaleChange,
      logout,
      navigate,
      openAdvisor,
      wallet,
      stats,
      medallions,
      characters,
      named,
      transactions,
    ],
  );
}
