export { useIncrementalList, INCREMENTAL_FIRST, INCREMENTAL_STEP } from './useIncrementalList';
export type { IncrementalListOptions } from './useIncrementalList';
export { sentinel as incrementalSentinel } from './IncrementalList.css';
