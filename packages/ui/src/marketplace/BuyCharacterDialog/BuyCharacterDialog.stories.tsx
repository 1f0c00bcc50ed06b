import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BuyCharacterMedallion } from './BuyCharacterDialog';
import { BuyCharacterDialog } from './BuyCharacterDialog';

const medallions: BuyCharacterMedallion[] = [
  { type: 'PETA', starLevel: 1, capacity: 3, characterCount: 3, nextLevel: null },
  { type: 'BETA', starLevel: 2, capacity: 5, characterCount: 2, nextLevel: null },
  { type: 'ATA', starLevel: 1, capacity: 3, characterCount: 0, nextLevel: null },
  { type: 'ALPHA', starLevel: 4, capacity: 12, characterCount: 12, nextLevel: null },
];
// PETA is full and can still be upgraded; ALPHA is full at the top level.
medallions[0] = { ...medallions[0]!, nextLevel: { starLevel: 2, capacity: 5, price: 200 } };

const meta = {
  title: 'Marketplace/BuyCharacterDialog',
  component: BuyCharacterDialog,
  args: {
    open: true,
    item: { id: 1, name: 'Junior Programmer', priceDot: 450 },
    balanceDot: 1200,
    medallions,
    onConfirm: fn(),
    onCancel: fn(),
    onUpgrade: fn(),
  },
} satisfies Meta<typeof BuyCharacterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The item, its price, the balance and each medallion's room; the first with room is chosen. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const page = bodyOf(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Buy Junior Programmer' });
    await expect(dialog).toHaveTextContent('450.00 DOT');
    await expect(dialog).toHaveTextContent('1,200.00 DOT');
    const box = within(dialog);
    await expect(box.getByRole('radio', { name: 'BETA: 2 / 5' })).toBeChecked();
    await userEvent.click(box.getByRole('radio', { name: 'ATA: 0 / 3' }));
    await userEvent.click(box.getByRole('button', { name: 'Buy' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith('ATA');
  },
};

/** Cancel closes without buying. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const page = bodyOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A full medallion cannot be chosen; it offers its upgrade (none at the top level). */
export const FullMedallion: Story = {
  play: async ({ canvasElement, args }) => {
    const page = bodyOf(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Buy Junior Programmer' });
    const box = within(dialog);
    await expect(box.getByRole('radio', { name: /PETA: 3 \/ 3/ })).toBeDisabled();
    await expect(box.getByRole('radio', { name: /ALPHA: 12 \/ 12/ })).toBeDisabled();
    await expect(box.queryByRole('button', { name: 'Upgrade ALPHA' })).toBeNull();
    await userEvent.click(box.getByRole('button', { name: 'Upgrade PETA' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
    await expect(args.onUpgrade).toHaveBeenCalledWith('PETA');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Every medallion full: nothing to choose, Buy disabled, the upgrades offered. */
export const AllFull: Story = {
  args: {
    medallions: medallions.map((medallion) => ({
      ...medallion,
      characterCount: medallion.capacity,
    })),
  },
  play: async ({ canvasElement }) => {
    const page = bodyOf(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Buy Junior Programmer' });
    await expect(dialog).toHaveTextContent('Every medallion is full: upgrade one to make room.');
    await expect(within(dialog).getByRole('button', { name: 'Buy' })).toBeDisabled();
  },
};

/** The purchase runs: Buy is busy, nothing can be changed, Cancel and Esc do nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const page = bodyOf(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Buy Junior Programmer' });
    const box = within(dialog);
    await expect(box.getByRole('button', { name: /Buy/ })).toHaveAttribute('aria-busy', 'true');
    await expect(box.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(box.getByRole('radio', { name: 'ATA: 0 / 3' })).toBeDisabled();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The server refused: its message inline, as an alert the dialog is described by. */
export const Refused: Story = {
  args: { balanceDot: 100, error: 'Not enough iziDot: this character costs 450.00.' },
  play: async ({ canvasElement }) => {
    const page = bodyOf(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Buy Junior Programmer' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Not enough iziDot: this character costs 450.00.',
    );
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription('Not enough iziDot: this character costs 450.00.'),
    );
  },
};

/** The balance still loading. */
export const BalanceLoading: Story = { args: { balanceDot: undefined } };
