export { RequestForm, type RequestFormProps } from './RequestForm';
export { requestSubmittedMessage } from './RequestForm.messages';
export {
  requestModes,
  validateRequest,
  type RequestMode,
  type RequestCheck,
  type RequestErrors,
  type RequestValues,
  type UsdtRequest,
} from './validateRequest';
