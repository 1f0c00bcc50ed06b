import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIncrementalList } from './useIncrementalList';

/** A stand-in IntersectionObserver: the test says when the sentinel comes near. */
const observers: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; target: Element | null };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, target: null };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    observers.splice(observers.indexOf(this.entry), 1);
  }
}
function sentinelComesNear() {
  const current = observers.at(-1);
  if (!current?.target) throw new Error('no sentinel observed');
  act(() =>
    current.callback(
      [{ isIntersecting: true, target: current.target } as unknown as IntersectionObserverEntry],
      current as unknown as IntersectionObserver,
    ),
  );
}

function List({ count, resetKey }: { count: number; resetKey?: string }) {
  const items = Array.from({ length: count }, (_, i) => `Item ${i + 1}`);
  const { visible, more, setSentinel, itemProps } = useIncrementalList(items, {
    first: 10,
    step: 5,
    resetKey,
  });
  return (
    <>
      <ul aria-label="Things">
        {visible.map((item, index) => (
          <li key={item} {...itemProps(index)}>
            {item}
          </li>
        ))}
      </ul>
      {more && <div ref={setSentinel} data-testid="sentinel" />}
    </>
  );
}

describe('useIncrementalList', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    observers.length = 0;
  });

  it('renders a short list whole, with no sentinel', () => {
    render(<List count={10} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByTestId('sentinel')).toBeNull();
    expect(observers).toHaveLength(0);
  });

  it('renders the first items of a long one, each with its place in the whole list', () => {
    render(<List count={23} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[9]).toHaveAttribute('aria-posinset', '10');
    expect(items[9]).toHaveAttribute('aria-setsize', '23');
  });

  it('renders more each time the sentinel comes near, until the last item', () => {
    render(<List count={23} />);
    sentinelComesNear();
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    sentinelComesNear();
    sentinelComesNear();
    expect(screen.getAllByRole('listitem')).toHaveLength(23);
    expect(screen.getByText('Item 23')).toHaveAttribute('aria-posinset', '23');
    expect(screen.queryByTestId('sentinel')).toBeNull();
  });

  it('keeps what it rendered when the list is given again, and starts over on a new reset key', () => {
    const { rerender } = render(<List count={23} resetKey="a" />);
    sentinelComesNear();
    rerender(<List count={23} resetKey="a" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    rerender(<List count={23} resetKey="b" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });
});
