import { loadMessages, type Locale } from '@izi/locales';
import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createIntl, useIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appMessages } from '../../shared/app.messages';
import { WholeCatalog } from './WholeCatalog';

function Verified() {
  return <p>{useIntl().formatMessage(appMessages.verified)}</p>;
}

/** The message as the locale's own catalog has it. */
async function verifiedIn(locale: Locale) {
  const intl = createIntl({ locale, messages: await loadMessages(locale) });
  return intl.formatMessage(appMessages.verified);
}

// A root of React's own, outside `act`: within it React would hold back the render it retries
// once a suspended catalog arrives, the very render the second test waits for.
let element: HTMLElement;
let root: Root;
beforeEach(() => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
  element = document.body.appendChild(document.createElement('div'));
  root = createRoot(element);
});
afterEach(() => {
  root.unmount();
  element.remove();
  vi.unstubAllGlobals();
});

/**
 * What a person sees: the text, unless React has hidden it to show the Suspense fallback (it
 * keeps the hidden nodes, with `display: none`).
 */
function seen() {
  const nodes = element.querySelectorAll<HTMLElement>('*');
  return Array.from(nodes).some((node) => node.style.display === 'none') ? '' : element.textContent;
}

/**
 * Renders the catalog around the message in `locale`, as the signed-out screens have it: behind
 * a Suspense boundary whose fallback is nothing. Returns what is seen once React has committed.
 */
function show(locale: Locale, Catalog = WholeCatalog) {
  flushSync(() =>
    root.render(
      <Suspense fallback={null}>
        <Catalog locale={locale}>
          <Verified />
        </Catalog>
      </Suspense>,
    ),
  );
  return seen();
}

describe('WholeCatalog', () => {
  it('shows a language whose catalog has loaded in the same render', async () => {
    const [english, spanish] = await Promise.all([verifiedIn('en'), verifiedIn('es')]);
    expect(show('en')).toBe(english);
    expect(show('es')).toBe(spanish);
    expect(document.documentElement.lang).toBe('es');
  });

  it('keeps the screen in its language while the next one loads, then shows it', async () => {
    // Arabic's catalog must be asked for by the switch below: a WholeCatalog on an @izi/locales
    // of its own, which no other test file sharing this worker's modules has loaded it into.
    vi.resetModules();
    const { WholeCatalog: FreshCatalog } = await import('./WholeCatalog');
    const english = await verifiedIn('en');
    show('en', FreshCatalog);
    await vi.waitFor(() => expect(seen()).toBe(english));
    expect(show('ar', FreshCatalog)).toBe(english);
    const arabic = await verifiedIn('ar');
    await vi.waitFor(() => expect(seen()).toBe(arabic));
    expect(document.documentElement.lang).toBe('ar');
  });
});
