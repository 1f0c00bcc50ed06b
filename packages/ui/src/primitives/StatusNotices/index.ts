export {
  StatusNotices,
  STATUS_NOTICE_MS,
  type StatusNotice,
  type StatusNoticesProps,
} from './StatusNotices';
