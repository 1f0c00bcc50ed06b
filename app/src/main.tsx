import '@izi/ui/theme/fonts';
import { loadMessages } from '@izi/locales';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prefetchDashboard } from './shared/api/prefetch';
import { authToken } from './shared/authToken';
import { storedLocale } from './shared/i18n/useLocaleState';
import { loadSignedIn } from './signedInChunk';

async function start() {
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const { startMockApi } = await import('./mockMode');
    await startMockApi();
  }
  // Signed in: the signed-in chunk (with its CSS), the language's whole catalog and the
  // dashboard's calls start now, side by side, rather than one after the other once React has
  // rendered; the chunk first, the largest of them, so it is not queued behind the small answers.
  // The dashboard's calls only at its address: on another page nothing would take their answers
  // at once, and a later visit could be shown one that a change since has made stale.
  const token = authToken.get();
  if (token) {
    void loadSignedIn();
    void loadMessages(storedLocale());
    if (window.location.pathname === '/') prefetchDashboard(token);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
