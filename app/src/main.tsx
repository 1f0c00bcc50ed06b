import '@izi/ui/theme/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prefetchDashboard } from './api/prefetch';
import { authToken } from './auth/token';
import { loadSignedIn } from './signedInChunk';

async function start() {
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const { startMockApi } = await import('./mock-mode');
    await startMockApi();
  }
  // Signed in: the signed-in chunk (with its CSS) and the dashboard's calls start now, side by
  // side, rather than one after the other once React has rendered.
  const token = authToken.get();
  if (token) {
    prefetchDashboard(token);
    void loadSignedIn();
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
