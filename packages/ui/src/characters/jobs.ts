import { jobImagePath, jobs, type Job } from '@izi/domain';
import type { IntlShape } from 'react-intl';
import { isOneOf, type Open } from '../model';
import { jobNames } from './jobNames.messages';

/** The ten jobs a character can have (`@izi/domain`); their names are in `jobNames`. */
export { jobs, type Job } from '@izi/domain';
/** A job as a server may send it: one of the ten, or another kept as it came. */
export type AnyJob = Open<Job>;

export const isJob = (job: string): job is Job => isOneOf(jobs, job);

/**
 * The illustration of a job: `/art/jobs/taxi_driver.svg`; a job the library does not know gets
 * the neutral `/art/jobs/unknown.svg` (`@izi/domain`).
 */
export { jobImagePath } from '@izi/domain';

/**
 * A character's picture: its own image, or its job's illustration when it has none (null, empty
 * or missing).
 */
export function characterImageSrc(character: { image?: string | null; job: AnyJob }): string {
  return character.image || jobImagePath(character.job);
}

/** A job's name in the locale; a job the library does not know, as it came. */
export const jobLabel = (intl: IntlShape, job: AnyJob): string =>
  isJob(job) ? intl.formatMessage(jobNames[job]) : job;
