export {
  LoadError,
  loadErrorReasons,
  type LoadErrorProps,
  type LoadErrorReason,
} from './LoadError';
