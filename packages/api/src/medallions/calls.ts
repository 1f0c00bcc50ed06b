import { entry } from '../call-spec';
import { outcomeSchema } from '../outcome';
import { medallionSchema } from './schemas';

export const medallionCalls = {
  /** One medallion per type; the page picks its own. */
  getMedallions: entry('spec', 'GET', '/medallions', medallionSchema, { list: true }),
  upgradeMedallion: entry('spec', 'POST', '/medallions/upgrade', outcomeSchema),
};
