import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
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
