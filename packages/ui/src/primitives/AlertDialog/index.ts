export { AlertDialog, alertTones, type AlertDialogProps, type AlertTone } from './AlertDialog';
