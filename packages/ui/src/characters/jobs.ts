/** The ten jobs a character can have. Their names are in `jobNames`. */
export const jobs = [
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
export type Job = (typeof jobs)[number];

/** The illustration of a job: `/art/jobs/taxi_driver.svg`. */
export function jobImagePath(job: Job): string {
  return `/art/jobs/${job.toLowerCase()}.svg`;
}

/** A character's picture: its own image, or its job's illustration when it has none. */
export function characterImageSrc(character: { image: string | null; job: Job }): string {
  return character.image ?? jobImagePath(character.job);
}
