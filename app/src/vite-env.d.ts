/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * "true" when the app answers its own API calls with msw: under `npm run dev` unless
   * VITE_MOCK_API=false, and in a production build only when VITE_MOCK_API=true at build time
   * (`npm start` serves the build with the real server).
   */
  readonly VITE_MOCK_API: string;
}
