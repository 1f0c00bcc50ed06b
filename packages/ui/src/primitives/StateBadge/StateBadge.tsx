import type { ReactNode } from 'react';
import { badge } from './StateBadge.css';

export const stateBadgeTones = ['waiting', 'done', 'refused'] as const;
export type StateBadgeTone = (typeof stateBadgeTones)[number];

export interface StateBadgeProps {
  /**
   * Waiting for someone, done, or refused. A state the library does not know is shown as waiting:
   * it is not known to be final.
   */
  tone: StateBadgeTone;
  children: ReactNode;
}

/** The state of a request or an order as a small pill; its words say it, the colour only helps. */
export function StateBadge({ tone, children }: StateBadgeProps) {
  return <span className={badge({ tone })}>{children}</span>;
}
