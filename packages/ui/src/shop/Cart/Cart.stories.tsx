import { fixtures } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoadError } from '../../primitives/LoadError';
import { expectLoadErrorThatRetries } from '../../primitives/LoadError/LoadError.play';
import type { CartLineView } from './Cart';
import { Cart } from './Cart';
import { onPhone } from '../../storybook/storyStates';

const item = (name: string) => fixtures.shopItems.find((shopItem) => shopItem.name === name)!;

/** Headphones (a discount, paid with it), two smartwatches (no discount), a backpack. */
const lines: CartLineView[] = [
  {
    itemId: 1,
    item: item('Wireless Headphones'),
    quantity: 1,
    payWithDiscount: true,
    priceDol: 99.99,
    costDom: 50,
  },
  {
    itemId: 2,
    item: item('Smartwatch Pro'),
    quantity: 2,
    payWithDiscount: false,
    priceDol: 498,
    costDom: 0,
  },
];

/** Screenshots wait for the pictures. */
async function imagesLoaded(root: HTMLElement) {
  await waitFor(() => {
    for (const image of root.querySelectorAll('img')) expect(image.complete).toBe(true);
  });
}

const meta = {
  title: 'Shop/Cart',
  component: Cart,
  args: {
    lines,
    totalDol: 597.99,
    totalDom: 50,
    maxPerLine: 99,
    onQuantityChange: fn(),
    onPayWithDiscountChange: fn(),
    onRemove: fn(),
    onCheckout: fn(),
    onBrowse: fn(),
  },
  play: ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof Cart>;

export default meta;
type Story = StoryObj<typeof meta>;

const lineOf = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('article', { name }));

/**
 * Each line with its unit price, stock, quantity stepper and line total; the discount's choice
 * only where the item has one; the totals per token and Checkout.
 */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cart' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Items in your cart' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const headphones = lineOf(canvas, 'Wireless Headphones');
    await expect(canvas.getByRole('article', { name: 'Wireless Headphones' })).toHaveTextContent(
      '$129.99 each',
    );
    const discount = headphones.getByRole('checkbox', {
      name: 'Pay the discount price: $99.99 + 50.00 DOM',
    });
    await expect(discount).toBeChecked();
    await userEvent.click(discount);
    await expect(args.onPayWithDiscountChange).toHaveBeenCalledWith(1, false);
    await expect(
      headphones.getByRole('button', { name: 'One fewer Wireless Headphones' }),
    ).toBeDisabled();

    const watches = lineOf(canvas, 'Smartwatch Pro');
    await expect(watches.queryByRole('checkbox')).toBeNull();
    await expect(watches.getByText('Quantity: 2')).toBeInTheDocument();
    await expect(watches.getByText('8 in stock')).toBeVisible();
    await userEvent.click(watches.getByRole('button', { name: 'One more Smartwatch Pro' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(2, 3);
    await userEvent.click(watches.getByRole('button', { name: 'One fewer Smartwatch Pro' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(2, 1);
    await userEvent.click(watches.getByRole('button', { name: 'Remove Smartwatch Pro' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);

    await expect(canvas.getByText('Total in iziDol').nextElementSibling).toHaveTextContent(
      '$597.99',
    );
    await expect(canvas.getByText('Total in iziDom').nextElementSibling).toHaveTextContent(
      '50.00 DOM',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

/** A line at its stock: one more is not offered (the stepper stops at the stock). */
export const AtStock: Story = {
  args: {
    lines: [{ ...lines[1]!, quantity: 8, priceDol: 1992 }],
    totalDol: 1992,
    totalDom: 0,
  },
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const watches = lineOf(canvas, 'Smartwatch Pro');
    await expect(watches.getByRole('button', { name: 'One more Smartwatch Pro' })).toBeDisabled();
    await expect(watches.getByRole('button', { name: 'One fewer Smartwatch Pro' })).toBeEnabled();
    await expect(canvas.queryByText('Total in iziDom')).toBeNull();
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

/** The stock fell below the line's quantity: the line says so, and one fewer goes to the stock. */
export const OverStock: Story = {
  args: {
    lines: [{ ...lines[1]!, quantity: 12, priceDol: 2988 }],
    totalDol: 2988,
    totalDom: 0,
  },
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const watches = lineOf(canvas, 'Smartwatch Pro');
    await expect(watches.getByText('Only 8 left in stock: lower the quantity.')).toBeVisible();
    await userEvent.click(watches.getByRole('button', { name: 'One fewer Smartwatch Pro' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2, 8);
  },
};

/** An item the shop no longer lists: its line says so and can only be removed. */
export const ItemGone: Story = {
  args: {
    lines: [{ itemId: 77, quantity: 1, payWithDiscount: false, priceDol: 20, costDom: 0 }],
    totalDol: 20,
    totalDom: 0,
  },
  play: async ({ canvas, args }) => {
    const line = lineOf(canvas, '77');
    await expect(line.getByText('This item is no longer in the shop.')).toBeVisible();
    await expect(line.queryByRole('group')).toBeNull();
    await userEvent.click(line.getByRole('button', { name: 'Remove 77' }));
    await expect(args.onRemove).toHaveBeenCalledWith(77);
  },
};

/** Nothing in the cart: it says so and offers the shop; no Checkout. */
export const Empty: Story = {
  args: { lines: [], totalDol: 0, totalDom: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Your cart is empty.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Browse iziShop' }));
    await expect(args.onBrowse).toHaveBeenCalledOnce();
  },
};

/** The cart on its way: placeholders, and the section says it is busy. */
export const Loading: Story = {
  args: { lines: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Cart' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).toBeNull();
  },
};

const retry = fn();

/** The cart could not be loaded: the error and Try again, never a false empty cart. */
export const LoadFailed: Story = {
  args: { lines: undefined, loadError: <LoadError onRetry={retry} /> },
  play: async ({ canvas }) => {
    await expectLoadErrorThatRetries(canvas, retry);
    await expect(canvas.queryByText('Your cart is empty.')).toBeNull();
  },
};

/** The checkout under way: Checkout is busy and the lines cannot change. */
export const CheckingOut: Story = {
  args: { checkingOut: true },
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const checkout = canvas.getByRole('button', { name: /Checkout/ });
    await expect(checkout).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(checkout);
    await expect(args.onCheckout).not.toHaveBeenCalled();
    const watches = lineOf(canvas, 'Smartwatch Pro');
    await expect(watches.getByRole('button', { name: 'One more Smartwatch Pro' })).toBeDisabled();
    await expect(watches.getByRole('button', { name: 'Remove Smartwatch Pro' })).toBeDisabled();
  },
};

/** The server refused the checkout: its message inline, tied to Checkout. */
export const Refused: Story = {
  args: { error: 'Insufficient iziDol balance for this order.' },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Insufficient iziDol balance for this order.',
    );
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(
      'Insufficient iziDol balance for this order.',
    );
  },
};

/** A narrow screen: the line's controls go under it. */
export const Mobile: Story = {
  globals: onPhone,
};
