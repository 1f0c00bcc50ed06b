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

describe('LocaleProvider scope="element"', () => {
  it('writes lang and dir on its own element, not on <html>, each language in its direction', () => {
    render(
      <>
        <LocaleProvider locale="en" messages={{}} scope="element">
          <Probe />
        </LocaleProvider>
        <LocaleProvider locale="fa" messages={{}} scope="element">
          <Probe />
          <dialog open aria-label="probe dialog" />
        </LocaleProvider>
      </>,
    );
    expect(document.documentElement).not.toHaveAttribute('dir');
    expect(document.documentElement).not.toHaveAttribute('lang');
    const english = screen.getByText(/^en ltr/).closest('[dir]');
    const persian = screen.getByText(/^fa rtl/).closest('[dir]');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(persian).toHaveAttribute('lang', 'fa');
    expect(persian).toHaveAttribute('dir', 'rtl');
    // A dialog opened from inside (the top layer keeps its place in the tree) reads right to left.
    expect(screen.getByRole('dialog', { name: 'probe dialog' }).closest('[dir]')).toBe(persian);
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
