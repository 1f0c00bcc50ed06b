import { worker } from '@izi/mocks/browser';

/** Mock mode: msw's service worker answers every /api call from an in-memory economy. */
export async function startMockApi(): Promise<void> {
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
