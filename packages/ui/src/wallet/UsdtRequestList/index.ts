export {
  UsdtRequestList,
  newestFirst,
  type UsdtRequestListProps,
  type UsdtRequestView,
} from './UsdtRequestList';
export {
  UsdtRequestStateBadge,
  usdtRequestStates,
  usdtRequestTypes,
  type UsdtRequestState,
  type UsdtRequestType,
} from './usdtRequestParts';
