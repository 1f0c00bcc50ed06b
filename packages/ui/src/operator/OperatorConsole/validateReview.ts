import type { ReviewDecision, ReviewTarget } from '../model';

/** Reject and cancel say why; approve may carry a note; deliver takes nothing. */
export function needsReason(action: ReviewTarget['action']): boolean {
  return action === 'reject' || action === 'cancel';
}

/**
 * The decision for `target` from what was typed (trimmed), or `null` when a reason is needed
 * and none was given. An empty note is left out.
 */
export function decide(target: ReviewTarget, text: string): ReviewDecision | null {
  const typed = text.trim();
  switch (target.action) {
    case 'approve':
      return typed
        ? { action: 'approve', id: target.id, note: typed }
        : { action: 'approve', id: target.id };
    case 'deliver':
      return { action: 'deliver', id: target.id };
    case 'reject':
    case 'cancel':
      return typed ? { action: target.action, id: target.id, reason: typed } : null;
  }
}
