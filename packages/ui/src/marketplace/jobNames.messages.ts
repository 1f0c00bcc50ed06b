import { defineMessages } from 'react-intl';

/** The ten jobs' names (see `jobNames` in ./jobs.ts for the map keyed by contract value). */
export const messages = defineMessages({
  programmer: { id: 'jobNames.programmer', defaultMessage: 'Programmer', description: 'A job' },
  farmer: { id: 'jobNames.farmer', defaultMessage: 'Farmer', description: 'A job' },
  chef: { id: 'jobNames.chef', defaultMessage: 'Chef', description: 'A job' },
  mechanic: { id: 'jobNames.mechanic', defaultMessage: 'Mechanic', description: 'A job' },
  blogger: { id: 'jobNames.blogger', defaultMessage: 'Blogger', description: 'A job' },
  hairdresser: { id: 'jobNames.hairdresser', defaultMessage: 'Hairdresser', description: 'A job' },
  nurse: { id: 'jobNames.nurse', defaultMessage: 'Nurse', description: 'A job' },
  tutor: { id: 'jobNames.tutor', defaultMessage: 'Tutor', description: 'A job' },
  taxiDriver: { id: 'jobNames.taxiDriver', defaultMessage: 'Taxi driver', description: 'A job' },
  carpenter: { id: 'jobNames.carpenter', defaultMessage: 'Carpenter', description: 'A job' },
});
