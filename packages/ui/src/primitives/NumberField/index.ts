export { NumberField, parseAmount, type NumberFieldProps } from './NumberField';
