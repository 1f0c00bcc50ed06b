import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  title: Record<never, never>;
  dashboard: Record<never, never>;
}>({
  title: { id: 'medallionTiles.title', defaultMessage: 'Medallions' },
  dashboard: {
    id: 'medallionTiles.dashboard',
    defaultMessage: 'Dashboard',
    description: 'Under a medallion type (PETA…) on a tile that opens its dashboard',
  },
});
