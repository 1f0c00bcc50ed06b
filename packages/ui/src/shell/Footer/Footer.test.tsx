import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import type { Locale } from '../../i18n/locale';
import { Footer } from './Footer';

function renderIn(locale: Locale, year?: number) {
  return render(
    <LocaleProvider locale={locale} messages={{}}>
      <Footer onLinkSelect={vi.fn()} year={year} />
    </LocaleProvider>,
  );
}

describe('Footer', () => {
  it('says 2025 by default, with no digit grouping', () => {
    renderIn('en');
    expect(screen.getByText('© 2025 izi. All rights reserved.')).toBeInTheDocument();
  });

  it('writes the year in Arabic-Indic digits in Arabic', () => {
    // No catalog here: react-intl reports the missing Arabic text and falls back to English.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderIn('ar', 2026);
    expect(container).toHaveTextContent('٢٠٢٦');
    expect(container).not.toHaveTextContent('٢٬٠٢٦');
    vi.restoreAllMocks();
  });
});
