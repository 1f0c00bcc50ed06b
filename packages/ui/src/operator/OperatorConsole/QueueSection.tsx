import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ItemId } from '../../model';
import { Button } from '../../primitives/Button';
import { ListStates } from '../../primitives/ListStates';
import { newestFirst } from '../../wallet/UsdtRequestList/UsdtRequestList';
import type { ReviewTarget } from '../model';
import * as styles from './OperatorConsole.css';
import { messages } from './OperatorConsole.messages';

export interface StateFilter<State extends string> {
  value: State;
  options: readonly { value: State; label: string }[];
  onChange: (state: State) => void;
}

interface QueueSectionProps<State extends string> {
  title: string;
  /** The queue's state filter; the audit has none. */
  filter?: StateFilter<State>;
  /** Its content is loading: the region says so to screen readers. */
  busy?: boolean;
  children: ReactNode;
}

/** A headed region of the console: its title, its state filter, and its list. */
export function QueueSection<State extends string>({
  title,
  filter,
  busy = false,
  children,
}: QueueSectionProps<State>) {
  const intl = useIntl();
  const titleId = useId();
  const selectId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {filter && (
          <div className={styles.filter}>
            <label htmlFor={selectId}>{intl.formatMessage(messages.filter)}</label>
            <select
              id={selectId}
              className={styles.select}
              value={filter.value}
              onChange={(event) => {
                const next = filter.options.find((option) => option.value === event.target.value);
                if (next) filter.onChange(next.value);
              }}
            >
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {children}
    </section>
  );
}

/** What the console gives a queue: its rows and their state, its filter, and the review callback. */
export interface QueueProps<Item, State extends string> {
  /** The rows in `filter`'s state; undefined while they load. */
  items?: readonly Item[] | undefined;
  loading?: boolean;
  loadError?: ReactNode;
  notAvailable?: boolean;
  filter: State;
  onFilterChange: (state: State) => void;
  onReview: (target: ReviewTarget) => void;
  timeZone?: string | undefined;
}

interface QueueFrameProps<Item extends { id: ItemId; createdAt: string }, State extends string> {
  title: string;
  /** The filter's states and their words. */
  states: readonly { value: State; label: string }[];
  empty: string;
  label: string;
  queue: QueueProps<Item, State>;
  children: (item: Item) => ReactNode;
}

/** A queue: its region with title and state filter, and its rows (or what stands for them). */
export function Queue<Item extends { id: ItemId; createdAt: string }, State extends string>({
  title,
  states,
  empty,
  label,
  queue,
  children,
}: QueueFrameProps<Item, State>) {
  const loading = queue.loading ?? false;
  return (
    <QueueSection
      title={title}
      busy={loading}
      filter={{ value: queue.filter, onChange: queue.onFilterChange, options: states }}
    >
      <QueueList
        items={queue.items}
        loading={loading}
        loadError={queue.loadError}
        notAvailable={queue.notAvailable ?? false}
        empty={empty}
        label={label}
      >
        {children}
      </QueueList>
    </QueueSection>
  );
}

/** One labelled value of a row (a `dt` and its `dd`). */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** A row of a queue: an article named by its heading, its state beside it. */
export function QueueRow({
  heading,
  state,
  children,
}: {
  heading: (id: string) => ReactNode;
  state: ReactNode;
  children: ReactNode;
}) {
  const headId = useId();
  return (
    <article className={styles.row} aria-labelledby={headId}>
      <div className={styles.rowHead}>
        {heading(headId)}
        {state}
      </div>
      {children}
    </article>
  );
}

interface QueueListProps<Item extends { id: ItemId; createdAt: string }> {
  items: readonly Item[] | undefined;
  loading: boolean;
  loadError?: ReactNode;
  notAvailable: boolean;
  /** What the queue says when nothing is in the chosen state. */
  empty: string;
  /** The list's accessible name. */
  label: string;
  children: (item: Item) => ReactNode;
}

/** A queue's rows, newest first, or what stands in their place (see `ListStates`). */
function QueueList<Item extends { id: ItemId; createdAt: string }>({
  items,
  loading,
  loadError,
  notAvailable,
  empty,
  label,
  children,
}: QueueListProps<Item>) {
  return (
    <ListStates
      items={items}
      loading={loading}
      loadError={loadError}
      notAvailable={notAvailable}
      empty={empty}
    >
      {(ready) => (
        <ul className={styles.list} aria-label={label}>
          {newestFirst(ready).map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}

/** Who reviewed a row and why, once it was reviewed. */
export function ReviewDetails({
  reviewer,
  reason,
}: {
  reviewer?: string | null;
  reason?: string | null;
}) {
  const intl = useIntl();
  return (
    <>
      {reviewer && (
        <Detail term={intl.formatMessage(messages.reviewer)}>
          <bdi>{reviewer}</bdi>
        </Detail>
      )}
      {reason && (
        <Detail term={intl.formatMessage(messages.reason)}>
          <bdi>{reason}</bdi>
        </Detail>
      )}
    </>
  );
}

/** The words of each review, on its row's button and on its dialog's confirm button. */
export const reviewActionLabels = {
  approve: messages.approve,
  reject: messages.reject,
  deliver: messages.deliver,
  cancel: messages.cancelOrder,
} as const;

/** A pending row's two reviews: the one that goes ahead, and the one that refuses. */
export function ReviewButtons({
  id,
  accept,
  refuse,
  onReview,
}: {
  id: ItemId;
  accept: 'approve' | 'deliver';
  refuse: 'reject' | 'cancel';
  onReview: (target: ReviewTarget) => void;
}) {
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      <Button size="sm" onClick={() => onReview({ action: accept, id })}>
        {intl.formatMessage(reviewActionLabels[accept])}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onReview({ action: refuse, id })}>
        {intl.formatMessage(reviewActionLabels[refuse])}
      </Button>
    </div>
  );
}
