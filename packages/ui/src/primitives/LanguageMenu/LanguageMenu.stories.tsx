import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LanguageMenu } from './LanguageMenu';

const meta = {
  title: 'Primitives/LanguageMenu',
  component: LanguageMenu,
  args: { value: 'fa', onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['en', 'es', 'fa', 'ar'] } },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Language: فارسی' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Each language is named in itself and marked with its own lang; the current one is checked. */
export const Open: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Language/ }));
    const persian = await canvas.findByRole('menuitemradio', { name: 'فارسی' });
    await waitFor(() => expect(persian).toHaveFocus());
    await expect(persian).toHaveAttribute('aria-checked', 'true');
    for (const [name, lang] of [
      ['English', 'en'],
      ['Español', 'es'],
      ['العربية', 'ar'],
    ] as const) {
      await expect(canvas.getByRole('menuitemradio', { name })).toHaveAttribute('lang', lang);
    }
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ChooseByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: /Language/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitemradio', { name: 'فارسی' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: 'العربية' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('ar');
    await expect(canvas.getByRole('button', { name: /Language/ })).toHaveFocus();
  },
};

export const English: Story = { args: { value: 'en' } };
