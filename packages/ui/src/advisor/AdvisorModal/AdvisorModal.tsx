import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { AlertIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { SkeletonGroup } from '../../primitives/Skeleton';
import * as styles from './AdvisorModal.css';
import { messages } from './AdvisorModal.messages';
import { parseAnalysis, type AnalysisBlock } from './parseAnalysis';

export const advisorStates = ['idle', 'loading', 'success', 'error'] as const;
export type AdvisorState = (typeof advisorStates)[number];

export interface AdvisorModalProps {
  open: boolean;
  /** idle: not asked yet; loading: asked; success: `analysis` is shown; error: Analysis Failed. */
  state: AdvisorState;
  /** The advisor's answer in its line format (`###`, `##`, `*`), shown in the success state. */
  analysis?: string;
  /**
   * Called once each time the modal opens (`open` turns true, or it mounts open): the app asks
   * for the analysis here, so the analysis runs as soon as the modal opens.
   */
  onOpen: () => void;
  /** Asks again: Try again in the error state, and Analyze in the idle state. */
  onRetry: () => void;
  /** Esc or the close button. */
  onClose: () => void;
}

/**
 * The AI advisor: asks for the analysis when it opens, then shows it line by line as headings,
 * lists and paragraphs, all as text (no markup from the server is ever interpreted).
 */
export function AdvisorModal({
  open,
  state,
  analysis = '',
  onOpen,
  onRetry,
  onClose,
}: AdvisorModalProps) {
  const intl = useIntl();
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) onOpen();
    wasOpen.current = open;
  }, [open, onOpen]);

  let content;
  if (state === 'loading') {
    content = (
      <>
        <p className={styles.muted}>{intl.formatMessage(messages.loading)}</p>
        <SkeletonGroup lines={5} />
      </>
    );
  } else if (state === 'error') {
    content = (
      <div role="alert" className={styles.failure}>
        <p className={styles.failureTitle}>
          <AlertIcon />
          {intl.formatMessage(messages.failed)}
        </p>
        <p>{intl.formatMessage(messages.failedHint)}</p>
      </div>
    );
  } else if (state === 'success') {
    const blocks = parseAnalysis(analysis);
    content =
      blocks.length > 0 ? (
        <AnalysisText blocks={blocks} />
      ) : (
        <p className={styles.muted}>{intl.formatMessage(messages.empty)}</p>
      );
  } else {
    content = (
      <>
        <p className={styles.muted}>{intl.formatMessage(messages.intro)}</p>
        <Button className={styles.start} onClick={onRetry}>
          {intl.formatMessage(messages.analyze)}
        </Button>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={intl.formatMessage(messages.title)}
      footer={
        state === 'error' ? (
          <Button onClick={onRetry}>{intl.formatMessage(messages.retry)}</Button>
        ) : undefined
      }
    >
      <div className={styles.body} aria-busy={state === 'loading' || undefined}>
        {content}
      </div>
    </Dialog>
  );
}

/** The parsed analysis as React text: headings h3 and h4, lists, paragraphs. */
function AnalysisText({ blocks }: { blocks: AnalysisBlock[] }) {
  // The answer's language is the server's: its first letters set its direction.
  return (
    <div className={styles.analysis} dir="auto">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return block.level === 3 ? (
              <h3 key={index} className={styles.heading3}>
                {block.text}
              </h3>
            ) : (
              <h4 key={index} className={styles.heading4}>
                {block.text}
              </h4>
            );
          case 'list':
            return (
              <ul key={index} className={styles.list}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            );
          default:
            return <p key={index}>{block.text}</p>;
        }
      })}
    </div>
  );
}
