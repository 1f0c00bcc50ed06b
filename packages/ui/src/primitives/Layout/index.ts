export { FullRow, Grid, PageContent, type GridProps } from './Layout';
