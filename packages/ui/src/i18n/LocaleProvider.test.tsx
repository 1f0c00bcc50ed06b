import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider, useLocale } from './LocaleProvider';

function Probe() {
  const { locale, direction, numberLocale } = useLocale();
  return (
    <p>
      {locale} {direction} {numberLocale}{' '}
      <FormattedMessage id="probe.greeting" defaultMessage="Hello" />
    </p>
  );
}

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('LocaleProvider', () => {
  it.each([
    ['fa', 'rtl', 'en-US'],
    ['ar', 'rtl', 'ar-SA'],
    ['en', 'ltr', 'en-US'],
    ['es', 'ltr', 'en-US'],
  ] as const)(
    'writes lang=%s and dir=%s on <html> and gives %s numbers',
    (locale, dir, numbers) => {
      render(
        <LocaleProvider locale={locale} messages={{}}>
          <Probe />
        </LocaleProvider>,
      );
      expect(document.documentElement).toHaveAttribute('lang', locale);
      expect(document.documentElement).toHaveAttribute('dir', dir);
      expect(screen.getByText(new RegExp(`^${locale} ${dir} ${numbers}`))).toBeInTheDocument();
    },
  );

  it('mirrors the page when the language changes, without remounting what it holds', () => {
    const { rerender } = render(
      <LocaleProvider locale="en" messages={{}}>
        <Probe />
      </LocaleProvider>,
    );
    const paragraph = screen.getByText(/^en ltr/);
    rerender(
      <LocaleProvider locale="ar" messages={{ 'probe.greeting': [{ type: 0, value: 'مرحبا' }] }}>
        <Probe />
      </LocaleProvider>,
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(paragraph).toHaveTextContent('ar rtl ar-SA مرحبا');
  });
});

describe('missing messages', () => {
  it('are quiet in English, whose defaults are the source, and reported in the others', () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (error: unknown) => errors.push(error);
    try {
      render(
        <LocaleProvider locale="en" messages={{}}>
          <Probe />
        </LocaleProvider>,
      );
      expect(errors).toEqual([]);
      render(
        <LocaleProvider locale="es" messages={{}}>
          <Probe />
        </LocaleProvider>,
      );
      expect(errors).toEqual([expect.objectContaining({ code: 'MISSING_TRANSLATION' })]);
    } finally {
      console.error = original;
    }
  });
});
