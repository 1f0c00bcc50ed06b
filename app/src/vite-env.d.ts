/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "true" when the app answers its own API calls with msw (npm start before the server). */
  readonly VITE_MOCK_API: string;
}
