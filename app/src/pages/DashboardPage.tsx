import type { CharacterType } from '@izi/api';
import type { Locale } from '@izi/locales';
import {
  AiAdvisorCard,
  CharacterSlider,
  FullRow,
  Grid,
  IncomeChart,
  IncomeStats,
  MedallionTiles,
  QuestsCard,
  QuickLinks,
  TransactionsList,
  WalletSummary,
  WelcomeCard,
  type Page,
} from '@izi/ui';
import { useIntl } from 'react-intl';
import { useCharacters } from '../api/characters';
import { useMedallions } from '../api/medallions';
import { useStats } from '../api/stats';
import { useTransactions } from '../api/transactions';
import { useWallet } from '../api/wallet';
import { appMessages } from '../app.messages';
import { useNotices } from '../notices/NoticesProvider';
import { useWithCustomNames, type CustomNames } from './customNames';
import { loadErrorOf } from './loadError';

export interface DashboardPageProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onNavigate: (page: Page) => void;
  onOpenAdvisor: () => void;
  onLogout: () => void;
  /** Local names given by rename, shown in the character slider. */
  customNames: CustomNames;
}

/** The dashboard shows the newest few; the wallet page lists them all. */
const latestTransactionCount = 5;

const pageOfType = (type: CharacterType) => type.toLowerCase() as Lowercase<CharacterType>;

/**
 * The main dashboard (spec §2): every card, each fed by its own query. Beyond the spec (§8 keeps
 * a failed card's skeleton), a card whose call failed says what failed in its own space, with
 * Try again, while the other cards show their data.
 */
export function DashboardPage({
  locale,
  onLocaleChange,
  onNavigate,
  onOpenAdvisor,
  onLogout,
  customNames,
}: DashboardPageProps) {
  const intl = useIntl();
  const notices = useNotices();
  const wallet = useWallet();
  const characters = useCharacters();
  const named = useWithCustomNames(characters.data?.items, customNames);
  const stats = useStats();
  const transactions = useTransactions();
  const medallions = useMedallions();
  return (
    <Grid minColumnWidth="20rem">
      <FullRow>
        <WelcomeCard
          userName={intl.formatMessage(appMessages.userLabel)}
          locale={locale}
          onLocaleChange={onLocaleChange}
          onNotifications={() => void notices.alert(intl.formatMessage(appMessages.notAvailable))}
          onLogout={onLogout}
        />
      </FullRow>
      <QuestsCard />
      <WalletSummary
        wallet={wallet.data}
        loading={wallet.isPending}
        loadError={loadErrorOf(wallet)}
        onManage={() => onNavigate('wallet')}
      />
      <IncomeStats
        sevenDayIncome={stats.data?.sevenDayIncome}
        totalValue={stats.data?.totalValue}
        loadError={loadErrorOf(stats)}
      />
      <FullRow>
        <MedallionTiles
          medallions={medallions.data?.items}
          loadError={loadErrorOf(medallions)}
          onSelect={(type) => onNavigate(pageOfType(type))}
        />
      </FullRow>
      <FullRow>
        <CharacterSlider
          characters={named}
          loading={characters.isPending}
          loadError={loadErrorOf(characters)}
          onViewAll={() => onNavigate('characters')}
        />
      </FullRow>
      <IncomeChart />
      <QuickLinks onNavigate={(target) => onNavigate(target === 'iziShop' ? 'izishop' : target)} />
      <AiAdvisorCard onOpen={onOpenAdvisor} />
      <FullRow>
        <TransactionsList
          transactions={transactions.data?.items}
          skipped={transactions.data?.skipped}
          loading={transactions.isPending}
          loadError={loadErrorOf(transactions)}
          limit={latestTransactionCount}
          onViewAll={() => onNavigate('wallet')}
        />
      </FullRow>
    </Grid>
  );
}
