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
import { withCustomNames, type CustomNames } from './customNames';

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

/** The main dashboard (spec §2): every card, each fed by its own query. */
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
        onManage={() => onNavigate('wallet')}
      />
      <IncomeStats
        sevenDayIncome={stats.data?.sevenDayIncome}
        totalValue={stats.data?.totalValue}
      />
      <FullRow>
        <MedallionTiles
          medallions={medallions.data}
          onSelect={(type) => onNavigate(pageOfType(type))}
        />
      </FullRow>
      <FullRow>
        <CharacterSlider
          characters={characters.data && withCustomNames(characters.data, customNames)}
          loading={characters.isPending}
          onViewAll={() => onNavigate('characters')}
        />
      </FullRow>
      <IncomeChart />
      <QuickLinks onNavigate={(target) => onNavigate(target === 'iziShop' ? 'izishop' : target)} />
      <AiAdvisorCard onOpen={onOpenAdvisor} />
      <FullRow>
        <TransactionsList
          transactions={transactions.data}
          loading={transactions.isPending}
          limit={latestTransactionCount}
          onViewAll={() => onNavigate('wallet')}
        />
      </FullRow>
    </Grid>
  );
}
