import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../theme/utils.css';
import { group, skeleton } from './Skeleton.css';
import { messages } from './Skeleton.messages';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** A CSS length along the line (inline size). */
  width?: CSSProperties['inlineSize'];
  /** A CSS length across the line (block size). */
  height?: CSSProperties['blockSize'];
}

/** A placeholder shape. Decorative: wrap a group of them in `SkeletonGroup` to announce loading. */
export function Skeleton({ shape = 'text', width = '100%', height }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={skeleton({ shape })}
      style={{ inlineSize: width, blockSize: height ?? (shape === 'text' ? '1em' : '4rem') }}
    />
  );
}

export interface SkeletonGroupProps {
  /** How many text lines to draw. */
  lines?: number;
  children?: ReactNode;
}

/** Placeholder lines with one polite "Loading…" for screen readers. */
export function SkeletonGroup({ lines = 3, children }: SkeletonGroupProps) {
  const intl = useIntl();
  return (
    <div className={group} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {intl.formatMessage(messages.loading)}
      </span>
      {children ??
        Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} width={index === lines - 1 ? '60%' : '100%'} />
        ))}
    </div>
  );
}
