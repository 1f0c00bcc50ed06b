export {
  Skeleton,
  SkeletonGroup,
  skeletonShapes,
  type SkeletonGroupProps,
  type SkeletonProps,
  type SkeletonShape,
} from './Skeleton';
