import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent } from 'storybook/test';
import { isLocale } from '../../i18n/locale';
import { Card } from '../../primitives/Card';
import { sample } from '../../storybook/samples.messages';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { PageLayout } from './PageLayout';
import { onPhone } from '../../storybook/storyStates';

const meta = {
  title: 'Shell/PageLayout',
  component: PageLayout,
  args: { header: null, footer: null, children: null },
  argTypes: {
    header: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  render: (args, { globals }) => (
    <PageLayout
      {...args}
      header={
        <Header
          currentPage="wallet"
          locale={isLocale(globals.locale) ? globals.locale : 'fa'}
          onNavigate={fn()}
          onLocaleChange={fn()}
          onLogout={fn()}
        />
      }
      footer={<Footer onLinkSelect={fn()} />}
    >
      <div style={{ maxInlineSize: '80rem', marginInline: 'auto', padding: '1.5rem 1rem' }}>
        <Card title={<FormattedMessage {...sample.walletTitle} />}>
          <p>
            <FormattedMessage {...sample.walletBody} />
          </p>
        </Card>
      </div>
    </PageLayout>
  ),
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One banner, one main, one contentinfo. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** The first Tab reaches the skip link, which then shows. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
  },
};

/** Following it puts focus on the main content, past the header. */
export const SkipToMain: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Narrow: Story = {
  globals: onPhone,
};
