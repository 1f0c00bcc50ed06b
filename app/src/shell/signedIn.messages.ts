import { defineMessages } from 'react-intl';

/**
 * The level-one heading of the signed-in pages whose visible headings are their cards' (the
 * dashboards and the characters): read by screen readers, hidden on screen.
 */
export const pageTitles = defineMessages<{
  main: Record<never, never>;
  medallion: { type: string };
  characters: Record<never, never>;
}>({
  main: { id: 'signedIn.mainTitle', defaultMessage: 'Main dashboard' },
  medallion: { id: 'signedIn.medallionTitle', defaultMessage: '{type} dashboard' },
  characters: { id: 'signedIn.charactersTitle', defaultMessage: 'Characters' },
});
