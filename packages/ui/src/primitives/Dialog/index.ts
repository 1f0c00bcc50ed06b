export { Dialog, dialogSizes, type DialogProps, type DialogSize } from './Dialog';
export { DialogFormButtons, type DialogFormButtonsProps } from './DialogFormButtons';
