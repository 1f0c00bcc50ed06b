export {
  Menu,
  menuOrientations,
  type MenuItem,
  type MenuOrientation,
  type MenuProps,
} from './Menu';
