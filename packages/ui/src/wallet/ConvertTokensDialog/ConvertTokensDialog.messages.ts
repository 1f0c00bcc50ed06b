import { defineMessages, type MessageValue } from 'react-intl';

type None = Record<never, never>;

export const messages = defineMessages<{
  title: None;
  intro: None;
  direction: None;
  dolToDot: None;
  dotToDol: None;
  amount: None;
  IZIDOL: None;
  IZIDOT: None;
  balance: { token: string };
  rate: None;
  rateValue: { one: string; from: string; rate: string; to: string };
  receive: None;
  ratesUnavailable: None;
  retry: None;
  amountRequired: None;
  amountNotNumber: None;
  amountNotPositive: None;
  amountCents: None;
  amountTooSmall: None;
  failed: { message: MessageValue };
  cancel: None;
  confirm: None;
}>({
  title: { id: 'convertTokensDialog.title', defaultMessage: 'Convert tokens' },
  intro: {
    id: 'convertTokensDialog.intro',
    defaultMessage:
      'iziDol and iziDot convert into each other at the rate below. iziDom is a reward and cannot be bought.',
    description: 'Explains the conversion; keep iziDol, iziDot and iziDom in Latin letters',
  },
  direction: { id: 'convertTokensDialog.direction', defaultMessage: 'Convert' },
  dolToDot: {
    id: 'convertTokensDialog.dolToDot',
    defaultMessage: 'From iziDol to iziDot',
    description: 'A choice of the conversion direction; keep the token names in Latin letters',
  },
  dotToDol: {
    id: 'convertTokensDialog.dotToDol',
    defaultMessage: 'From iziDot to iziDol',
    description: 'A choice of the conversion direction; keep the token names in Latin letters',
  },
  amount: { id: 'convertTokensDialog.amount', defaultMessage: 'Amount' },
  IZIDOL: {
    id: 'convertTokensDialog.dol',
    defaultMessage: 'DOL',
    description: 'The ticker of iziDol after the amount; keep it in Latin letters',
  },
  IZIDOT: {
    id: 'convertTokensDialog.dot',
    defaultMessage: 'DOT',
    description: 'The ticker of iziDot after the amount; keep it in Latin letters',
  },
  balance: {
    id: 'convertTokensDialog.balance',
    defaultMessage: 'Your {token} balance',
    description: '{token} is iziDol or iziDot, in Latin letters',
  },
  rate: { id: 'convertTokensDialog.rate', defaultMessage: 'Rate' },
  rateValue: {
    id: 'convertTokensDialog.rateValue',
    defaultMessage: '{one} {from} = {rate} {to}',
    description: '{one} is the number 1; {from} and {to} are DOL or DOT; {rate} a number',
  },
  receive: { id: 'convertTokensDialog.receive', defaultMessage: 'You receive' },
  ratesUnavailable: {
    id: 'convertTokensDialog.ratesUnavailable',
    defaultMessage: 'The conversion rates could not be loaded.',
  },
  retry: { id: 'convertTokensDialog.retry', defaultMessage: 'Try again' },
  amountRequired: { id: 'convertTokensDialog.amountRequired', defaultMessage: 'Enter an amount.' },
  amountNotNumber: {
    id: 'convertTokensDialog.amountNotNumber',
    defaultMessage: 'The amount must be a number.',
  },
  amountNotPositive: {
    id: 'convertTokensDialog.amountNotPositive',
    defaultMessage: 'The amount must be greater than zero.',
  },
  amountCents: {
    id: 'convertTokensDialog.amountCents',
    defaultMessage: 'The amount may have at most 2 decimals.',
  },
  amountTooSmall: {
    id: 'convertTokensDialog.amountTooSmall',
    defaultMessage: 'This amount is too small to convert.',
  },
  failed: { id: 'convertTokensDialog.failed', defaultMessage: 'Error: {message}' },
  cancel: { id: 'convertTokensDialog.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'convertTokensDialog.confirm', defaultMessage: 'Convert' },
});
