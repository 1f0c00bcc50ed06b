export {
  FullRow,
  Grid,
  PageContent,
  Stack,
  stackDirections,
  type GridProps,
  type StackDirection,
  type StackProps,
} from './Layout';
