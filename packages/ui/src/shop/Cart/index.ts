export { Cart, maxQuantityOf, type CartLineView, type CartProps } from './Cart';
