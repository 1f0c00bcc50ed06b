export { OrdersList, type OrderView, type OrdersListProps } from './OrdersList';
