// The floor of `npm run bench`: the least a React 19 app ships, built by the same Vite as the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <h1>Hello, world</h1>
  </StrictMode>,
);
