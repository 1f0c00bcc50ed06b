export { OperatorConsole, type OperatorConsoleProps } from './OperatorConsole';
export { ReviewDialog, type ReviewDialogProps } from './ReviewDialog';
