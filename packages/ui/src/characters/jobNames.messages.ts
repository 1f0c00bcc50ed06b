import { defineMessages } from 'react-intl';
import type { Job } from '@izi/domain';

/**
 * Every job's name, keyed by the contract's value: `intl.formatMessage(jobNames[character.job])`.
 * The ids are the ones the marketplace's filter uses too (`jobNames.*`), so each name is
 * translated once.
 */
export const jobNames = defineMessages({
  PROGRAMMER: { id: 'jobNames.programmer', defaultMessage: 'Programmer', description: 'A job' },
  FARMER: { id: 'jobNames.farmer', defaultMessage: 'Farmer', description: 'A job' },
  CHEF: { id: 'jobNames.chef', defaultMessage: 'Chef', description: 'A job' },
  MECHANIC: { id: 'jobNames.mechanic', defaultMessage: 'Mechanic', description: 'A job' },
  BLOGGER: { id: 'jobNames.blogger', defaultMessage: 'Blogger', description: 'A job' },
  HAIRDRESSER: { id: 'jobNames.hairdresser', defaultMessage: 'Hairdresser', description: 'A job' },
  NURSE: { id: 'jobNames.nurse', defaultMessage: 'Nurse', description: 'A job' },
  TUTOR: { id: 'jobNames.tutor', defaultMessage: 'Tutor', description: 'A job' },
  TAXI_DRIVER: { id: 'jobNames.taxiDriver', defaultMessage: 'Taxi driver', description: 'A job' },
  CARPENTER: { id: 'jobNames.carpenter', defaultMessage: 'Carpenter', description: 'A job' },
}) satisfies Record<Job, unknown>;
