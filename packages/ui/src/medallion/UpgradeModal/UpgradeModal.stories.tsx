import { dbMessages, fixtures } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preloadImages } from '../../characters/storyLoaders';
import { characterTypes, medallionGenders, medallionImagePath, starLevels } from '../medallion';
import { UpgradeModal } from './UpgradeModal';
import { onPhone } from '../../storybook/storyStates';

const meta = {
  title: 'Medallion/UpgradeModal',
  component: UpgradeModal,
  args: {
    open: true,
    medallion: fixtures.medallionsByLevel.PETA[2].F,
    iziDolBalance: fixtures.wallet.iziDolBalance,
    onClose: fn(),
    onConfirm: fn(),
  },
  loaders: [
    preloadImages(
      characterTypes.flatMap((type) =>
        starLevels.flatMap((level) =>
          medallionGenders.map((gender) => medallionImagePath(type, level, gender)),
        ),
      ),
    ),
  ],
} satisfies Meta<typeof UpgradeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A level-2 female PETA medallion: the next level's picture, capacity 5 → 8, 250.00 DOL. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Upgrade PETA medallion' });
    const modal = within(dialog);
    await expect(modal.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(modal.getByRole('radio', { name: 'Male' })).not.toBeChecked();
    await expect(
      modal.getByRole('img', { name: 'PETA medallion, level 3, Female' }),
    ).toHaveAttribute('src', '/art/medallions/peta-3-f.svg');
    await expect(modal.getByText('from 5 to 8 characters')).toBeInTheDocument();
    await expect(dialog).toHaveTextContent('250.00 DOL');
    await userEvent.click(modal.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith({ type: 'PETA', gender: 'F' });
  },
};

/** Switching to male changes the picture and what confirm sends. */
export const GenderSwitched: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const modal = within(await page.findByRole('dialog', { name: 'Upgrade PETA medallion' }));
    await userEvent.click(modal.getByRole('radio', { name: 'Male' }));
    await expect(modal.getByRole('radio', { name: 'Male' })).toBeChecked();
    await expect(modal.getByRole('img', { name: 'PETA medallion, level 3, Male' })).toHaveAttribute(
      'src',
      '/art/medallions/peta-3-m.svg',
    );
    await userEvent.click(modal.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith({ type: 'PETA', gender: 'M' });
  },
};

/** A male medallion starts on male. */
export const MaleMedallion: Story = {
  args: { medallion: fixtures.medallionsByLevel.BETA[1].M },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const modal = within(await page.findByRole('dialog', { name: 'Upgrade BETA medallion' }));
    await expect(modal.getByRole('radio', { name: 'Male' })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const modal = within(await page.findByRole('dialog', { name: 'Upgrade PETA medallion' }));
    const confirm = modal.getByRole('button', { name: /Confirm/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(modal.getByRole('radio', { name: 'Male' })).toBeDisabled();
  },
};

/** The server's message, inline in red. */
export const Failure: Story = {
  args: { error: { message: dbMessages.maxLevel } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const modal = within(await page.findByRole('dialog', { name: 'Upgrade PETA medallion' }));
    await expect(modal.getByRole('alert')).toHaveTextContent(dbMessages.maxLevel);
  },
};

/** A failure without a message. */
export const FailureWithoutMessage: Story = {
  args: { error: { message: '' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const modal = within(await page.findByRole('dialog', { name: 'Upgrade PETA medallion' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('An unknown error occurred.');
  },
};

/** The next ALPHA level costs 9,000.00 DOL; the wallet holds 1,250.50. */
export const InsufficientBalance: Story = {
  args: { medallion: fixtures.medallionsByLevel.ALPHA[3].M },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const modal = within(await page.findByRole('dialog', { name: 'Upgrade ALPHA medallion' }));
    await expect(modal.getByText('Insufficient iziDol Balance')).toBeVisible();
    const confirm = modal.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription('Insufficient iziDol Balance');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * The wallet is still loading (or failed): the balance row holds a placeholder, nothing claims
 * the balance is short, and confirm stays enabled (the server refuses a short balance itself).
 */
export const BalanceUnknown: Story = {
  args: { medallion: fixtures.medallionsByLevel.ALPHA[3].M, iziDolBalance: undefined },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Upgrade ALPHA medallion' });
    const modal = within(dialog);
    const balance = modal.getByText('Your iziDol balance').nextElementSibling as HTMLElement;
    await expect(within(balance).getByRole('status')).toHaveTextContent('Loading…');
    await expect(balance).not.toHaveTextContent(/\d/);
    await expect(modal.queryByText('Insufficient iziDol Balance')).toBeNull();
    const confirm = modal.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeEnabled();
    await expect(confirm).not.toHaveAccessibleDescription();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith({ type: 'ALPHA', gender: 'M' });
  },
};

/** Close asks the owner to close. */
export const Close: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const modal = within(await page.findByRole('dialog', { name: 'Upgrade PETA medallion' }));
    const [, footerClose] = modal.getAllByRole('button', { name: 'Close' });
    await userEvent.click(footerClose as HTMLElement);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

export const Narrow: Story = {
  globals: onPhone,
};
