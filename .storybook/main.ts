import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  // The Introduction and the Foundations (design language) are MDX pages beside the components.
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../app/src/**/*.stories.tsx',
  ],
  // storybook-addon-pseudo-states is not listed: only the States stories use it, through its
  // decorator on their metas (pseudoStateDecorators), so the other stories run without it.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The project's own art, and msw's service worker for stories that talk to the mock API.
  staticDirs: ['../packages/ui/public', '../mocks/public'],
  core: { disableTelemetry: true },
  // react-docgen-typescript, so that args tables spell out types from other modules (react-docgen
  // names them). Its own tsconfig reads the sources: through the root's project references it
  // read the `.tsbuild` declarations instead, which exist only after `tsc -b` and hold no defaults.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: '.storybook/tsconfig.docgen.json',
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // React's own props (HTML attributes) only where the component gives them a default.
      propFilter: (prop) =>
        !prop.parent || !/node_modules/.test(prop.parent.fileName) || prop.defaultValue != null,
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      build: { chunkSizeWarningLimit: 2000 },
    }),
};

export default config;
