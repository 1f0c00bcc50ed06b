export * from './OrdersList';
export { OrderStateBadge, orderStates, type OrderState } from './orderParts';
