import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent } from 'storybook/test';
import { ArrowBackIcon, ArrowForwardIcon, BellIcon, CloseIcon } from '../../icons';
import { sample } from '../../storybook/samples.messages';
import {
  IconButton,
  iconButtonSizes,
  iconButtonVariants,
  type IconButtonProps,
} from './IconButton';

/** Stories pass a translated label, as every caller must. */
function Localized({
  label,
  ...props
}: Omit<IconButtonProps, 'label'> & { label: keyof typeof sample }) {
  const intl = useIntl();
  return <IconButton {...props} label={intl.formatMessage(sample[label])} />;
}

const meta = {
  title: 'Primitives/IconButton',
  component: Localized,
  args: { label: 'next', icon: <ArrowForwardIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    label: { control: 'select', options: Object.keys(sample) },
  },
} satisfies Meta<typeof Localized>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next character' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Arrows point along the reading direction: in fa and ar they mirror. */
export const PointingArrows: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Localized {...args} label="previous" icon={<ArrowBackIcon />} variant="outline" />
      <Localized {...args} label="next" icon={<ArrowForwardIcon />} variant="outline" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous character' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next character' })).toBeVisible();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {iconButtonVariants.map((variant) => (
        <Localized key={variant} {...args} variant={variant} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {iconButtonSizes.map((size) => (
        <Localized key={size} {...args} size={size} label="manage" icon={<BellIcon />} />
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, icon: <CloseIcon />, label: 'cancel' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
