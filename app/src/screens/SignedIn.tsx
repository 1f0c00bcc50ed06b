import type { CharacterType, Id } from '@izi/api';
import type { Locale } from '@izi/locales';
import {
  AdvisorModal,
  Footer,
  Header,
  PageContent,
  PageLayout,
  visuallyHidden,
  type Page,
} from '@izi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAnalysis } from '../api/analysis';
import { logout as endSession } from '../api/logout';
import { useCartCount } from '../api/cart';
import { appMessages } from '../app.messages';
import { useNotices } from '../notices/NoticesProvider';
import { CartPage } from '../pages/CartPage';
import { CharactersPage } from '../pages/CharactersPage';
import type { CustomNames } from '../pages/customNames';
import { DashboardPage } from '../pages/DashboardPage';
import { MarketplaceScreen, ShopScreen } from '../pages/MarketScreens';
import { MedallionPage } from '../pages/MedallionPage';
import { WalletScreen } from '../pages/WalletScreen';
import { pageTitles } from './SignedIn.messages';

export interface SignedInProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  initialPage?: Page;
}

const medallionTypes: Partial<Record<Page, CharacterType>> = {
  peta: 'PETA',
  beta: 'BETA',
  ata: 'ATA',
  alpha: 'ALPHA',
};

/** The signed-in app: page state (no URLs; scrolled to the top on every change), the advisor. */
export function SignedIn({ locale, onLocaleChange, initialPage = 'main' }: SignedInProps) {
  const intl = useIntl();
  const notices = useNotices();
  const queryClient = useQueryClient();
  const [page, setPage] = useState<Page>(initialPage);
  const [advisorOpen, setAdvisorOpen] = useState(false);
  // Open but not asked yet (the first frame of an opening) counts as loading, so that neither
  // the last answer nor the idle state flashes before the new request shows.
  const [advisorAsked, setAdvisorAsked] = useState(false);
  const [customNames, setCustomNames] = useState<CustomNames>(new Map());
  const analysis = useAnalysis(locale);
  const cartCount = useCartCount();

  const navigate = useCallback((next: Page) => {
    setPage(next);
    window.scrollTo(0, 0);
  }, []);

  // Logout ends the session on the server (every session of the person with `everywhere`) and
  // removes the token and the person's cached data here, whatever the server answers; the next
  // sign-in starts on main. Only a failed "every device" is worth a word: other devices may
  // still be signed in.
  const logout = (everywhere: boolean) => {
    void endSession(queryClient, everywhere).then((ended) => {
      if (!ended && everywhere)
        void notices.alert(intl.formatMessage(appMessages.logoutEverywhereFailed), 'error');
    });
  };

  const rename = (id: Id, name: string) => {
    console.info(`Renamed character ${id} to "${name}" (kept on this device only)`);
    setCustomNames((names) => new Map(names).set(id, name));
  };

  const type = medallionTypes[page];
  // Marketplace, wallet, iziShop and the cart have a visible h1; the others get one for screen
  // readers.
  const title = type
    ? intl.formatMessage(pageTitles.medallion, { type })
    : page === 'main'
      ? intl.formatMessage(pageTitles.main)
      : page === 'characters'
        ? intl.formatMessage(pageTitles.characters)
        : null;
  let content;
  if (type)
    content = (
      <MedallionPage key={type} type={type} onNavigate={navigate} customNames={customNames} />
    );
  else if (page === 'characters')
    content = <CharactersPage onNavigate={navigate} customNames={customNames} onRename={rename} />;
  else if (page === 'marketplace') content = <MarketplaceScreen onNavigate={navigate} />;
  else if (page === 'wallet') content = <WalletScreen />;
  else if (page === 'izishop') content = <ShopScreen />;
  else if (page === 'cart') content = <CartPage onNavigate={navigate} />;
  else
    content = (
      <DashboardPage
        locale={locale}
        onLocaleChange={onLocaleChange}
        onNavigate={navigate}
        onOpenAdvisor={() => setAdvisorOpen(true)}
        onLogout={() => logout(false)}
        customNames={customNames}
      />
    );

  return (
    <PageLayout
      header={
        <Header
          currentPage={page}
          onNavigate={navigate}
          locale={locale}
          onLocaleChange={onLocaleChange}
          onLogout={() => logout(false)}
          onLogoutEverywhere={() => logout(true)}
          cartCount={cartCount}
        />
      }
      footer={
        <Footer
          onLinkSelect={() => void notices.alert(intl.formatMessage(appMessages.notAvailable))}
        />
      }
    >
      <PageContent>
        {title && <h1 className={visuallyHidden}>{title}</h1>}
        {content}
      </PageContent>
      <AdvisorModal
        open={advisorOpen}
        state={
          !advisorOpen
            ? 'idle'
            : !advisorAsked || analysis.isFetching
              ? 'loading'
              : analysis.isError
                ? 'error'
                : analysis.data
                  ? 'success'
                  : 'idle'
        }
        analysis={analysis.data?.analysis}
        onOpen={() => {
          setAdvisorAsked(true);
          void analysis.refetch();
        }}
        onRetry={() => void analysis.refetch()}
        onClose={() => {
          setAdvisorOpen(false);
          setAdvisorAsked(false);
        }}
      />
    </PageLayout>
  );
}
