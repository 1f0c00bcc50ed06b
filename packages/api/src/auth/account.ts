/**
 * The signed-in person's account (izi's own call): who they are and their roles, from which the
 * app decides what to show (an operator sees the console). The client loads this module on first
 * use, so the app's first load does not carry it.
 */
import * as z from 'zod/mini';
import { entry, type CallSpec, type RequestOptions, type Send } from '../call-spec';
import { OPERATOR_ROLE } from '../constants';
import { readText } from '../tolerant-readers';

export interface Account {
  username: string;
  email: string;
  /** `['operator']` for an operator; empty for everyone else. */
  roles: string[];
}

export const accountSchema = z.object({
  username: readText,
  email: z.optional(readText),
  roles: z._default(z.array(readText), []),
});
export type ReadAccount = z.output<typeof accountSchema>;

/** Whether an account (as read) holds the operator role. */
export const isOperator = (account: Pick<ReadAccount, 'roles'>) =>
  account.roles.includes(OPERATOR_ROLE);

export const accountCalls = {
  /** The signed-in person: username, email and roles. */
  getAccount: entry('izi', 'GET', '/account', accountSchema),
} satisfies Record<string, CallSpec>;

export interface AccountAnswers {
  getAccount: Account;
}

/** The client's method of the account call, over its `send`. */
export const accountClient = (send: Send) => ({
  /** GET /account: username, email and roles. */
  getAccount: (o?: RequestOptions) => send('getAccount', accountCalls.getAccount, o),
});
