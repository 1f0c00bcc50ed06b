import type { Id } from '@izi/api';
import type { Locale } from '@izi/locales';
import { Footer, Header, PageContent, PageLayout, visuallyHidden, type PageId } from '@izi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useContext, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { AdvisorContainer } from '../features/advisor/AdvisorContainer';
import { logout as endSession } from '../features/auth/logout';
import type { CustomNames } from '../features/characters/customNames';
import { useAccountPending, useIsOperator, useUsername } from '../features/operator/useAccount';
import { useCartCount } from '../features/shop/useCart';
import { useRequestLocale } from '../shared/api/requestLocale';
import { useTextsFollowLocale } from '../shared/api/textsFollowLocale';
import { signedInAppMessages } from '../shared/app.signedIn.messages';
import { useNotices } from '../shared/notices/NoticesProvider';
import { useNotAvailable } from '../shared/notices/useNotAvailable';
import { PageHistoryContext } from './pageHistory';
import { loadOperatorConsole, pageContainers } from './pageContainers';
import { pagePrefetch } from './pagePrefetch';
import { startPage, usePageHistory } from './usePageHistory';

/** The query cache around the signed-in pages, in their chunk (`loadSignedIn`, App.tsx). */
export { QueryRoot } from '../shared/api/QueryRoot';
/** The typed client, in this chunk too: the signed-out screens' calls take it from here. */
export { api, isNotAvailableYet } from '../shared/api/apiClient';

export interface SignedInContainerProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** The page to start on; without it, the one the address names (the dashboard if none). */
  initialPage?: PageId;
}

/**
 * The signed-in app: the header and footer around the current page's container (page state, each
 * page with its address in the history; a new page shows from its top), the local names, logout
 * and the advisor.
 */
export function SignedInContainer({ locale, onLocaleChange, initialPage }: SignedInContainerProps) {
  useRequestLocale(locale);
  useTextsFollowLocale(locale);
  const intl = useIntl();
  const notices = useNotices();
  const notAvailable = useNotAvailable();
  const queryClient = useQueryClient();
  const history = useContext(PageHistoryContext);
  const [page, setPage] = useState<PageId>(() => startPage(history, initialPage));
  const { open, reset } = usePageHistory(history, page, setPage);
  const [advisorOpen, setAdvisorOpen] = useState(false);
  const [customNames, setCustomNames] = useState<CustomNames>(new Map());
  const cartCount = useCartCount();
  const isOperator = useIsOperator();
  const accountPending = useAccountPending();
  const username = useUsername();

  const navigate = useCallback(
    (next: PageId) => {
      // The page's calls first, then the page: they are under way while React draws it.
      pagePrefetch[next](queryClient);
      open(next);
    },
    [queryClient, open],
  );

  // Logout ends the session on the server (every session of the person with `everywhere`) and
  // removes the token and the person's cached data here, whatever the server answers; the next
  // sign-in starts on main, at its address. Only a failed "every device" is worth a word: other
  // devices may still be signed in.
  const logout = (everywhere: boolean) => {
    reset();
    void endSession(queryClient, everywhere).then((ended) => {
      if (!ended && everywhere)
        void notices.alert(intl.formatMessage(signedInAppMessages.logoutEverywhereFailed), 'error');
    });
  };

  // The console's address opened by a person known not to hold the role (a link, a typed address,
  // Back) shows the dashboard instead, with a word on why. Until the account is read, the console
  // waits: its calls would be refused for such a person.
  const turnedAway = page === 'operator' && isOperator === false;
  const pageShown = !turnedAway && !(page === 'operator' && accountPending);
  useEffect(() => {
    if (!turnedAway) return;
    reset();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the page follows the address, replaced just above
    setPage('main');
    void notices.alert(intl.formatMessage(signedInAppMessages.operatorsOnly));
  }, [turnedAway, reset, notices, intl]);

  useEffect(() => {
    if (isOperator) void loadOperatorConsole();
  }, [isOperator]);

  const rename = (id: Id, name: string) => {
    console.info(`Renamed character ${id} to "${name}" (kept on this device only)`);
    setCustomNames((names) => new Map(names).set(id, name));
  };

  const { hiddenTitle, container } = pageContainers[page];
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
          onOperatorConsole={isOperator ? () => navigate('operator') : undefined}
          operatorConsoleCurrent={page === 'operator'}
          username={username}
        />
      }
      footer={<Footer onLinkSelect={notAvailable} />}
    >
      <PageContent>
        {hiddenTitle && <h1 className={visuallyHidden}>{hiddenTitle(intl)}</h1>}
        {/* A page whose code is still on its way (the console) keeps the header and footer. */}
        <Suspense fallback={null}>
          {pageShown &&
            container({
              locale,
              onLocaleChange,
              navigate,
              customNames,
              rename,
              openAdvisor: () => setAdvisorOpen(true),
              logout: () => logout(false),
            })}
        </Suspense>
      </PageContent>
      <AdvisorContainer open={advisorOpen} locale={locale} onClose={() => setAdvisorOpen(false)} />
    </PageLayout>
  );
}
