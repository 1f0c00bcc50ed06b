export {
  TokenAmount,
  tokenAmountSizes,
  tokens,
  useFormatTokenAmount,
  type Token,
  type TokenAmountProps,
  type TokenAmountSize,
} from './TokenAmount';
