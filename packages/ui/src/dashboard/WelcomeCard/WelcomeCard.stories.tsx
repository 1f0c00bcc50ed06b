import { fixtures } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WelcomeCard } from './WelcomeCard';
import { onPhone } from '../../storybook/storyStates';

const meta = {
  title: 'Dashboard/WelcomeCard',
  component: WelcomeCard,
  args: {
    userName: 'Ada',
    locale: 'en',
    onLocaleChange: fn(),
    onNotifications: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof WelcomeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(args.onNotifications).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** A long label wraps; the controls move below it. */
export const LongName: Story = {
  args: { userName: fixtures.longCharacterName },
};

export const Narrow: Story = {
  globals: onPhone,
};
