import { defineMessages } from 'react-intl';

/** Shared by every medallion component: the two genders, and a medallion's picture. */
export const medallionMessages = defineMessages<{
  male: Record<never, never>;
  female: Record<never, never>;
  imageAlt: { type: string; level: string; gender: string };
}>({
  male: { id: 'medallion.male', defaultMessage: 'Male' },
  female: { id: 'medallion.female', defaultMessage: 'Female' },
  imageAlt: {
    id: 'medallion.imageAlt',
    defaultMessage: '{type} medallion, level {level}, {gender}',
    description: 'Alternative text of a medallion picture; {type} is PETA, BETA, ATA or ALPHA',
  },
});
