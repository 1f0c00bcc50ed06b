import '@izi/ui/theme/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

async function start() {
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const { startMockApi } = await import('./mock-mode');
    await startMockApi();
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
