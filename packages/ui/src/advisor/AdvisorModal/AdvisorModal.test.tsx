import { fixtures } from '@izi/mocks';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { AdvisorModal, type AdvisorModalProps } from './AdvisorModal';
import { parseAnalysis } from './parseAnalysis';

describe('parseAnalysis', () => {
  it('makes ### a level-3 heading and ## a level-4 heading', () => {
    expect(parseAnalysis('### Overview\n## Strengths')).toEqual([
      { kind: 'heading', level: 3, text: 'Overview' },
      { kind: 'heading', level: 4, text: 'Strengths' },
    ]);
  });

  it('counts a longer run of # as ###, and needs no space after the marker', () => {
    expect(parseAnalysis('#### Deep\n##Tight')).toEqual([
      { kind: 'heading', level: 3, text: 'Deep' },
      { kind: 'heading', level: 4, text: 'Tight' },
    ]);
  });

  it('groups consecutive * lines into one list, blank lines included', () => {
    expect(parseAnalysis('* one\n*two\n\n* three\nAfter\n* four')).toEqual([
      { kind: 'list', items: ['one', 'two', 'three'] },
      { kind: 'paragraph', text: 'After' },
      { kind: 'list', items: ['four'] },
    ]);
  });

  it('keeps a line opening with ** (bold prose) as a paragraph', () => {
    expect(parseAnalysis('**Note:** rest first')).toEqual([
      { kind: 'paragraph', text: '**Note:** rest first' },
    ]);
  });

  it('makes other lines paragraphs, trims them, and drops blank lines and empty markers', () => {
    expect(parseAnalysis('  Hello  \r\n\r\n   \n###\n*\n# Single hash\nBye')).toEqual([
      { kind: 'paragraph', text: 'Hello' },
      { kind: 'paragraph', text: '# Single hash' },
      { kind: 'paragraph', text: 'Bye' },
    ]);
  });

  it('returns nothing for an empty answer', () => {
    expect(parseAnalysis('')).toEqual([]);
    expect(parseAnalysis('\n\n')).toEqual([]);
  });

  it('keeps markup as plain text', () => {
    expect(parseAnalysis(fixtures.xssAnalysis)).toEqual([
      { kind: 'heading', level: 3, text: 'Analysis' },
      { kind: 'paragraph', text: '<img src=x onerror=alert(1)>' },
      { kind: 'heading', level: 4, text: 'Details' },
      { kind: 'list', items: ['<script>alert(1)</script>'] },
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
      { kind: 'paragraph', text: 'Plain text after the markup.' },
    ]);
  });

  it('reads the long fixture into 4 headings of each level, 3 lists and 2 paragraphs', () => {
    const blocks = parseAnalysis(fixtures.analysis);
    const count = (kind: string, level?: number) =>
      blocks.filter(
        (b) => b.kind === kind && (level === undefined || ('level' in b && b.level === level)),
      ).length;
    expect(count('heading', 3)).toBe(2);
    expect(count('heading', 4)).toBe(4);
    expect(count('list')).toBe(4);
    expect(count('paragraph')).toBe(2);
  });
});

describe('AdvisorModal', () => {
  const props = (overrides: Partial<AdvisorModalProps>): AdvisorModalProps => ({
    open: false,
    state: 'idle',
    onOpen: vi.fn(),
    onRetry: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  });
  const view = (p: AdvisorModalProps) => (
    <StrictMode>
      <LocaleProvider locale="en" messages={{}}>
        <AdvisorModal {...p} />
      </LocaleProvider>
    </StrictMode>
  );

  it('asks for the analysis once each time it opens, even in strict mode', () => {
    const onOpen = vi.fn();
    const { rerender } = render(view(props({ onOpen })));
    expect(onOpen).not.toHaveBeenCalled();
    rerender(view(props({ onOpen, open: true })));
    expect(onOpen).toHaveBeenCalledTimes(1);
    rerender(view(props({ onOpen, open: true, state: 'loading' })));
    expect(onOpen).toHaveBeenCalledTimes(1);
    rerender(view(props({ onOpen, open: false, state: 'success' })));
    rerender(view(props({ onOpen, open: true, state: 'success' })));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('asks when it mounts already open', () => {
    const onOpen = vi.fn();
    render(view(props({ onOpen, open: true })));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
