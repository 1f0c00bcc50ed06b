import type { MessageDescriptor } from 'react-intl';
import { messages } from './jobNames.messages';

/** The ten jobs a character can have (spec §3), in the order the filter shows them. */
export const marketplaceJobs = [
  'PROGRAMMER',
  'FARMER',
  'CHEF',
  'MECHANIC',
  'BLOGGER',
  'HAIRDRESSER',
  'NURSE',
  'TUTOR',
  'TAXI_DRIVER',
  'CARPENTER',
] as const;
export type MarketplaceJob = (typeof marketplaceJobs)[number];

/**
 * Each job's translated name, keyed by the contract's value:
 * `intl.formatMessage(jobNames[item.applicableJob])`.
 */
export const jobNames: Record<MarketplaceJob, MessageDescriptor> = {
  PROGRAMMER: messages.programmer,
  FARMER: messages.farmer,
  CHEF: messages.chef,
  MECHANIC: messages.mechanic,
  BLOGGER: messages.blogger,
  HAIRDRESSER: messages.hairdresser,
  NURSE: messages.nurse,
  TUTOR: messages.tutor,
  TAXI_DRIVER: messages.taxiDriver,
  CARPENTER: messages.carpenter,
};
