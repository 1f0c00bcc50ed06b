/**
 * The marketplace filters by the same ten jobs, named by the same messages, as the characters
 * area: one list and one map of names for the whole library.
 */
export { jobs as marketplaceJobs, type Job as MarketplaceJob } from '../characters/jobs';
export { jobNames } from '../characters/jobNames.messages';
