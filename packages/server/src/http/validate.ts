/** Reading a request body against the contract's schema, with a message that names the field. */
import { VERIFICATION_CODE_LENGTH } from '@izi/api';
import type * as z from 'zod/mini';
import { messages } from '../messages';

export type Parsed<T> = { ok: true; data: T } | { ok: false; message: string };

function describe(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.') || 'body';
  if (issue.input === undefined && issue.path.length > 0) return `${field} is required`;
  switch (issue.code) {
    case 'invalid_type':
      return `${field} must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
    case 'invalid_value':
      return `${field} must be one of ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return `${field} must be ${issue.inclusive ? 'at least' : 'greater than'} ${String(issue.minimum)}`;
    case 'too_big':
      return `${field} must be ${issue.inclusive ? 'at most' : 'less than'} ${String(issue.maximum)}`;
    case 'invalid_union': // the USDT request's discriminator
      return field === 'type' ? 'type must be deposit or withdrawal' : `${field} is not valid`;
    case 'custom': // the contract's own checks, e.g. "text without control characters"
      return `${field} must be ${issue.message}`;
    case 'invalid_format':
      if (field === 'code') return `code must be ${VERIFICATION_CODE_LENGTH} digits`;
      if (field === 'email') return 'email must be an email address';
      return `${field} must not be empty`;
    default:
      return `${field} is not valid`;
  }
}

function describeIssues(issues: z.core.$ZodIssue[]): string {
  return `Invalid request: ${issues.slice(0, 3).map(describe).join('; ')}.`;
}

/** The body as JSON, checked against `schema`. */
export function parseBody<S extends z.ZodMiniType>(schema: S, text: string): Parsed<z.output<S>> {
  if (!text.trim()) return { ok: false, message: messages.noBody };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: messages.notJson };
  }
  const result = schema.safeParse(json, { reportInput: true });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, message: describeIssues(result.error.issues) };
}
