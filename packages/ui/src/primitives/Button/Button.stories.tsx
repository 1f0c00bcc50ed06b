import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrowForwardIcon, PlusIcon } from '../../icons';
import { sample } from '../../storybook/samples.messages';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: <FormattedMessage {...sample.buyCharacter} />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buy character' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: <FormattedMessage {...sample.cancel} /> },
};
export const Ghost: Story = {
  args: { variant: 'ghost', children: <FormattedMessage {...sample.viewAll} /> },
};
export const Danger: Story = {
  args: { variant: 'danger', children: <FormattedMessage {...sample.sell} /> },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const WithIcons: Story = {
  args: {
    icon: <PlusIcon />,
    iconEnd: <ArrowForwardIcon />,
    children: <FormattedMessage {...sample.addToCart} />,
  },
};

export const Loading: Story = {
  args: { loading: true, children: <FormattedMessage {...sample.confirm} /> },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Confirm/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName('Confirm Loading');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: <FormattedMessage {...sample.upgrade} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upgrade' })).toBeDisabled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: <FormattedMessage {...sample.signIn} /> },
};

/** Every variant in every state, side by side, for visual review. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'contents' }}>
          <Button {...args} variant={variant} />
          <Button {...args} variant={variant} loading />
          <Button {...args} variant={variant} disabled />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(buttonVariants.length * 3);
  },
};
