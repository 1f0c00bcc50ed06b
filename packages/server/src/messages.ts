/**
 * Every message the server answers with, in English (the app shows them as they are). Each area's
 * texts live with its contract in `@izi/api`, where the mocks read them too; only the server's own
 * are written here.
 */
import {
  authTexts,
  characterTexts,
  marketplaceTexts,
  medallionTexts,
  operatorTexts,
  requestTexts,
  shopTexts,
  walletTexts,
} from '@izi/api';

export const messages = {
  ...authTexts,
  ...characterTexts,
  ...medallionTexts,
  ...walletTexts,
  ...marketplaceTexts,
  ...shopTexts,
  ...operatorTexts,
  ...requestTexts,
  internal: 'Something went wrong on the server. Please try again.',
  appNotBuilt: 'The app is not built yet: run `npm run build` (or `npm start`, which builds it).',
} as const;
