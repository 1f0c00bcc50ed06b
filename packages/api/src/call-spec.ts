/**
 * What every entry of the call table says: its method, its path under the base path (`:id` marks
 * the one path parameter, the syntax msw and most servers use), whether it needs a signed-in
 * user, where it comes from, and the schema of what it answers. A call that answers a list says
 * `list: true`, and its schema is that of one item: the client reads a list item by item, so the
 * app's bundle carries no schema of a whole list.
 */
import type * as z from 'zod/mini';

/**
 * `spec`: one of the fourteen calls every backend that follows the spec has. `izi`: izi's own,
 * which such a backend may lack (it answers 404, 405 or 501; see `isNotImplemented`).
 */
export type CallOrigin = 'spec' | 'izi';

export interface CallSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: boolean;
  origin: CallOrigin;
  response: z.ZodMiniType;
  list?: boolean;
}

/**
 * An entry of the table: a signed-in call unless `extra` says `auth: false`; `list: true` for a
 * call that answers a list. Positional, so that the table stays short in the app's bundle.
 */
export const entry = <
  const O extends CallOrigin,
  const M extends CallSpec['method'],
  const P extends string,
  R extends z.ZodMiniType,
  const X extends { auth?: false; list?: true } = object,
>(
  origin: O,
  method: M,
  path: P,
  response: R,
  extra?: X,
) =>
  ({ method, path, auth: true, origin, response, ...extra }) as {
    method: M;
    path: P;
    auth: X extends { auth: false } ? false : true;
    origin: O;
    response: R;
  } & Omit<X, 'auth'>;

/** An entity id as read: a number or a text (a UUID, `mk_01`), exactly as the server sent it. */
export type Id = string | number;

/** What a call answers once read: a list of its schema's items for a list call. */
export type AnswerOf<Spec> = Spec extends { response: infer S extends z.ZodMiniType }
  ? Spec extends { list: true }
    ? z.output<S>[]
    : z.output<S>
  : never;

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface SendOptions extends RequestOptions {
  path?: string;
  body?: unknown;
}

/** Sends one call (its name and entry) and answers what the entry's schema reads. */
export type Send = <S extends CallSpec>(
  call: string,
  spec: S,
  options?: SendOptions,
) => Promise<AnswerOf<S>>;

/** A call's path with its one parameter filled in (encoded). */
export const pathWithId = (spec: Pick<CallSpec, 'path'>, id: Id) =>
  spec.path.replace(':id', encodeURIComponent(String(id)));
