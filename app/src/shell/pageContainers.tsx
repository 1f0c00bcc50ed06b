import type { CharacterType, Id } from '@izi/api';
import type { Locale } from '@izi/locales';
import type { PageId } from '@izi/ui';
import { lazy, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { CharactersContainer } from '../features/characters/CharactersContainer';
import type { CustomNames } from '../features/characters/customNames';
import { DashboardContainer } from '../features/dashboard/DashboardContainer';
import { MarketplaceContainer } from '../features/marketplace/MarketplaceContainer';
import { MedallionContainer } from '../features/medallions/MedallionContainer';
import { CartContainer } from '../features/shop/CartContainer';
import { ShopContainer } from '../features/shop/ShopContainer';
import { WalletContainer } from '../features/wallet/WalletContainer';
import type { Navigate } from '../shared/navigation';
import { pageTitles } from './signedIn.messages';

/**
 * Few people hold the operator role, so the console is a chunk of its own: the others never
 * fetch it. The signed-in frame fetches it as soon as the account says operator.
 */
export const loadOperatorConsole = () => import('../features/operator/OperatorConsoleContainer');
const OperatorConsoleContainer = lazy(() =>
  loadOperatorConsole().then((module) => ({ default: module.OperatorConsoleContainer })),
);

/** What the signed-in frame hands to the page it shows. */
export interface PageContext {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  navigate: Navigate;
  /** Local names given by rename (the spec: no server call), kept while signed in. */
  customNames: CustomNames;
  rename: (id: Id, name: string) => void;
  openAdvisor: () => void;
  logout: () => void;
}

export interface PageEntry {
  /**
   * The page's level-one heading for screen readers, for the pages whose visible headings are
   * their cards' (the others show an h1 of their own).
   */
  hiddenTitle?: (intl: IntlShape) => string;
  container: (context: PageContext) => ReactNode;
}

const medallionPage = (type: CharacterType): PageEntry => ({
  hiddenTitle: (intl) => intl.formatMessage(pageTitles.medallion, { type }),
  container: ({ navigate, customNames }) => (
    <MedallionContainer key={type} type={type} onNavigate={navigate} customNames={customNames} />
  ),
});

/** Each page of the signed-in app and its container: every page id has one. */
export const pageContainers: Record<PageId, PageEntry> = {
  main: {
    hiddenTitle: (intl) => intl.formatMessage(pageTitles.main),
    container: ({ locale, onLocaleChange, navigate, openAdvisor, logout, customNames }) => (
      <DashboardContainer
        locale={locale}
        onLocaleChange={onLocaleChange}
        onNavigate={navigate}
        onOpenAdvisor={openAdvisor}
        onLogout={logout}
        customNames={customNames}
      />
    ),
  },
  peta: medallionPage('PETA'),
  beta: medallionPage('BETA'),
  ata: medallionPage('ATA'),
  alpha: medallionPage('ALPHA'),
  characters: {
    hiddenTitle: (intl) => intl.formatMessage(pageTitles.characters),
    container: ({ navigate, customNames, rename }) => (
      <CharactersContainer onNavigate={navigate} customNames={customNames} onRename={rename} />
    ),
  },
  marketplace: { container: ({ navigate }) => <MarketplaceContainer onNavigate={navigate} /> },
  wallet: { container: () => <WalletContainer /> },
  izishop: { container: () => <ShopContainer /> },
  cart: { container: ({ navigate }) => <CartContainer onNavigate={navigate} /> },
  operator: { container: () => <OperatorConsoleContainer /> },
};
