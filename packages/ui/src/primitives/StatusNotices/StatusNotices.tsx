import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CheckIcon, CloseIcon } from '../../icons';
import { IconButton } from '../IconButton';
import * as styles from './StatusNotices.css';
import { messages } from './StatusNotices.messages';

export interface StatusNotice {
  id: string | number;
  /** What went well, e.g. "Wireless Headphones is in your cart." */
  message: ReactNode;
}

export interface StatusNoticesProps {
  /** The notices shown, oldest first. */
  notices: readonly StatusNotice[];
  /** The notice closed itself (its time is up) or the person closed it. */
  onDismiss: (id: StatusNotice['id']) => void;
  /**
   * How long each notice stays, in milliseconds, not counting while the pointer is over it or
   * the focus is in it; `null`: until closed.
   */
  durationMs?: number | null;
}

export const STATUS_NOTICE_MS = 6000;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Confirmations that ask for nothing (a success): a polite live region (`role="status"`, on the
 * page even when empty, so that screen readers follow it) in a corner, each notice for a few
 * seconds. Showing one never moves the focus. A notice waits while hovered or focused; its close
 * button, or Escape inside it, closes it and gives the focus back to where it came from. The
 * stack sits at the block-end corner, and at the block-start one when the focused control (the
 * one that caused it) would be under it.
 */
export function StatusNotices({
  notices,
  onDismiss,
  durationMs = STATUS_NOTICE_MS,
}: StatusNoticesProps) {
  const intl = useIntl();
  const stackRef = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<'end' | 'start'>('end');
  const count = notices.length;

  // Measured before paint, when a notice comes: the stack never covers the focused control.
  useLayoutEffect(() => {
    const stack = stackRef.current;
    const active = stack?.ownerDocument.activeElement;
    if (!stack || count === 0) {
      setPlacement('end');
      return;
    }
    if (!(active instanceof HTMLElement) || active === stack.ownerDocument.body) return;
    if (stack.contains(active)) return;
    if (
      placement === 'end' &&
      overlaps(stack.getBoundingClientRect(), active.getBoundingClientRect())
    )
      setPlacement('start');
  }, [count, placement]);

  return (
    <div
      ref={stackRef}
      role="status"
      aria-label={intl.formatMessage(messages.region)}
      className={styles.stack({ placement })}
    >
      {notices.map((notice) => (
        <Notice
          key={notice.id}
          notice={notice}
          durationMs={durationMs}
          closeLabel={intl.formatMessage(messages.close)}
          onDismiss={onDismiss}
        />
      ))}
    </div>
  );
}

interface NoticeProps {
  notice: StatusNotice;
  durationMs: number | null;
  closeLabel: string;
  onDismiss: (id: StatusNotice['id']) => void;
}

function Notice({ notice, durationMs, closeLabel, onDismiss }: NoticeProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** Where the focus was before it came into this notice: it goes back there on close. */
  const cameFrom = useRef<HTMLElement | null>(null);
  const remaining = useRef(durationMs ?? 0);
  const paused = hovered || focused;

  // Runs while not paused; a pause keeps what was left of the time for the next run.
  useEffect(() => {
    if (durationMs === null || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(notice.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [durationMs, paused, onDismiss, notice.id]);

  const close = () => {
    const back = focused ? cameFrom.current : null;
    onDismiss(notice.id);
    if (back?.isConnected) back.focus();
  };

  // The close button is the notice's one focusable element: focus in the notice is focus on it.
  return (
    <div
      className={styles.notice}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <CheckIcon size={18} className={styles.icon} />
      <p className={styles.text}>{notice.message}</p>
      <IconButton
        size="sm"
        label={closeLabel}
        icon={<CloseIcon size={16} />}
        onClick={close}
        onFocus={(event) => {
          cameFrom.current =
            event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
          setFocused(true);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          close();
        }}
      />
    </div>
  );
}
