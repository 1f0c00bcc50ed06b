import { defineMessages, type MessageValue } from 'react-intl';

type None = Record<never, never>;

export const messages = defineMessages<{
  depositTitle: None;
  withdrawalTitle: None;
  depositIntro: None;
  withdrawalIntro: None;
  amount: None;
  usdt: None;
  address: None;
  addressHint: None;
  proof: None;
  proofHint: None;
  amountRequired: None;
  amountNotNumber: None;
  amountNotPositive: None;
  addressRequired: None;
  proofRequired: None;
  failed: { message: MessageValue };
  submit: None;
  cancel: None;
  submitted: None;
}>({
  depositTitle: {
    id: 'requestForm.depositTitle',
    defaultMessage: 'Deposit USDT',
    description: 'Title of the request form in deposit mode; keep USDT in Latin letters',
  },
  withdrawalTitle: {
    id: 'requestForm.withdrawalTitle',
    defaultMessage: 'Withdraw USDT',
    description: 'Title of the request form in withdrawal mode; keep USDT in Latin letters',
  },
  depositIntro: {
    id: 'requestForm.depositIntro',
    defaultMessage:
      'Send USDT, then tell us how much you sent and give the transaction hash as proof. Your iziDol balance grows once the transfer is confirmed.',
    description: 'Explains the deposit request',
  },
  withdrawalIntro: {
    id: 'requestForm.withdrawalIntro',
    defaultMessage: 'Your iziDol are paid out as USDT to the wallet address you give.',
    description: 'Explains the withdrawal request',
  },
  amount: {
    id: 'requestForm.amount',
    defaultMessage: 'Amount',
    description: 'Label of the amount field',
  },
  usdt: {
    id: 'requestForm.usdt',
    defaultMessage: 'USDT',
    description: 'Unit after the amount field; keep it in Latin letters',
  },
  address: {
    id: 'requestForm.address',
    defaultMessage: 'Wallet address',
    description: 'Label of the field for the USDT address a withdrawal is paid to',
  },
  addressHint: {
    id: 'requestForm.addressHint',
    defaultMessage: 'The USDT address that receives the payment.',
    description: 'Hint under the wallet address field',
  },
  proof: {
    id: 'requestForm.proof',
    defaultMessage: 'Transaction proof',
    description: 'Label of the field for the proof of a deposit',
  },
  proofHint: {
    id: 'requestForm.proofHint',
    defaultMessage: 'The transaction hash (TxID) of your USDT transfer.',
    description: 'Hint under the transaction proof field',
  },
  amountRequired: {
    id: 'requestForm.amountRequired',
    defaultMessage: 'Enter an amount.',
    description: 'Error: the amount field is empty',
  },
  amountNotNumber: {
    id: 'requestForm.amountNotNumber',
    defaultMessage: 'Enter the amount as a number, such as 100 or 25.50.',
    description: 'Error: the amount is not a number; keep the two example numbers',
  },
  amountNotPositive: {
    id: 'requestForm.amountNotPositive',
    defaultMessage: 'The amount must be greater than zero.',
    description: 'Error: the amount is zero or negative',
  },
  addressRequired: {
    id: 'requestForm.addressRequired',
    defaultMessage: 'Enter the wallet address to pay.',
    description: 'Error: a withdrawal without a wallet address',
  },
  proofRequired: {
    id: 'requestForm.proofRequired',
    defaultMessage: 'Enter the transaction proof.',
    description: 'Error: a deposit without a transaction proof',
  },
  failed: {
    id: 'requestForm.failed',
    defaultMessage: 'Error: {message}',
    description: 'The request failed; {message} is the server message',
  },
  submit: {
    id: 'requestForm.submit',
    defaultMessage: 'Submit request',
    description: 'Sends the deposit or withdrawal request',
  },
  cancel: {
    id: 'requestForm.cancel',
    defaultMessage: 'Cancel',
    description: 'Closes the request form without sending',
  },
  submitted: {
    id: 'requestForm.submitted',
    defaultMessage: 'Request submitted successfully!',
    description: 'Notice after a request was accepted (shown by the app, which closes the form)',
  },
});

/** "Request submitted successfully!": the notice the app shows when it closes the form. */
export const requestSubmittedMessage = messages.submitted;
