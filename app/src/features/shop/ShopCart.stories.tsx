import { createMockDb, extensionScenario, handlersFor, type MockDbSeed } from '@izi/mocks';
import { useLocale, type PageId } from '@izi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../../shared/testing/withAppProviders';
import { SignedInContainer } from '../../shell/SignedInContainer';

/**
 * iziShop's cart and checkout in the signed-in app, against the mock API with a fresh
 * in-memory economy per story that behaves like the server: add to cart, the header's count, the
 * cart page, checkout and the orders, and the refusals with the server's messages.
 */
function SignedInInToolbarLocale({ initialPage }: { initialPage?: PageId }) {
  const { locale } = useLocale();
  return <SignedInContainer locale={locale} onLocaleChange={fn()} initialPage={initialPage} />;
}

const fixedNow = () => new Date('2025-03-21T10:00:00Z');
const economy = (seed: MockDbSeed = {}) =>
  handlersFor({}, { db: createMockDb({ now: fixedNow, ...seed }) });

/** A cart that already holds two headphones, paid without the discount. */
const withHeadphones: MockDbSeed = {
  cart: [{ itemId: 1, quantity: 2, payWithDiscount: false }],
};

const meta = {
  title: 'App/SignedIn/ShopCart',
  component: SignedInInToolbarLocale,
  decorators: [withAppProviders],
  parameters: { screenshot: { disable: true } },
  beforeEach: ({ msw }) => {
    localStorage.setItem('authToken', 'mock-token.sara');
    msw.use(...economy());
    return () => localStorage.removeItem('authToken');
  },
} satisfies Meta<typeof SignedInInToolbarLocale>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** `text` is said in the status corner, and no dialog is left to dismiss. */
async function announced(canvasElement: HTMLElement, text: string) {
  const region = await body(canvasElement).findByRole('status', { name: 'Notifications' });
  await waitFor(() => expect(region).toHaveTextContent(text));
  await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
}

/**
 * Add to cart → said in the status corner (no dialog, the focus stays) → the header's count →
 * the cart page: one more, the discount chosen, checkout → said too, the cart empty, the order
 * listed "Pending delivery", the count back to 0.
 */
export const AddToCartAndCheckout: Story = {
  args: { initialPage: 'izishop' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Cart, 0 items' });
    const add = await canvas.findByRole('button', { name: 'Add to cart: Wireless Headphones' });
    await userEvent.click(add);
    await announced(canvasElement, 'Wireless Headphones is in your cart.');
    await expect(add).toHaveFocus();
    await userEvent.click(await canvas.findByRole('button', { name: 'Cart, 1 item' }));

    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    const line = within(await canvas.findByRole('article', { name: 'Wireless Headphones' }));
    await userEvent.click(line.getByRole('button', { name: 'One more Wireless Headphones' }));
    await waitFor(() => expect(line.getByText('Quantity: 2')).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByText('Total in iziDol').nextElementSibling).toHaveTextContent('$259.98'),
    );
    await userEvent.click(
      line.getByRole('checkbox', { name: 'Pay the discount price: $99.99 + 50.00 DOM' }),
    );
    await waitFor(() =>
      expect(canvas.getByText('Total in iziDol').nextElementSibling).toHaveTextContent('$199.98'),
    );
    await expect(canvas.getByText('Total in iziDom').nextElementSibling).toHaveTextContent(
      '100.00 DOM',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await announced(canvasElement, 'Your order is placed. It is pending delivery.');
    await expect(await canvas.findByText('Your cart is empty.')).toBeVisible();
    const order = within(await canvas.findByRole('article', { name: 'Order 1' }));
    await expect(order.getByText('Pending delivery')).toBeVisible();
    await expect(order.getByText('Wireless Headphones × 2')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  },
};

/** Remove takes the line out; the empty cart offers the shop. */
export const RemoveLine: Story = {
  args: { initialPage: 'cart' },
  beforeEach: ({ msw }) => msw.use(...economy(withHeadphones)),
  play: async ({ canvas }) => {
    const line = within(await canvas.findByRole('article', { name: 'Wireless Headphones' }));
    await userEvent.click(line.getByRole('button', { name: 'Remove Wireless Headphones' }));
    await expect(await canvas.findByText('Your cart is empty.')).toBeVisible();
    await expect(canvas.getByText('No orders yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Browse iziShop' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'iziShop' })).toBeVisible();
  },
};

/** The server refuses the checkout (a short balance): its message inline; the cart stays. */
export const CheckoutRefused: Story = {
  args: { initialPage: 'cart' },
  beforeEach: ({ msw }) => {
    msw.use(...economy(withHeadphones));
    msw.use(extensionScenario('checkout', 'insufficientBalance'));
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('article', { name: 'Wireless Headphones' });
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    const alert = canvas.getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Insufficient iziDol balance for this order.'),
    );
    await expect(canvas.getByRole('article', { name: 'Wireless Headphones' })).toBeVisible();
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** One more than the stock: the server's refusal (409) in a notice. */
export const AddToCartRefused: Story = {
  args: { initialPage: 'izishop' },
  beforeEach: ({ msw }) => msw.use(extensionScenario('setCartLine', 'outOfStock')),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add to cart: Smartwatch Pro' }),
    );
    const notice = await body(canvasElement).findByRole('alertdialog');
    await expect(notice).toHaveTextContent('Only 2 of Smartwatch Pro left in stock.');
  },
};

/** A backend without izi's cart (404): no cart in the header, and Add to cart says so honestly. */
export const CartNotAvailable: Story = {
  args: { initialPage: 'izishop' },
  beforeEach: ({ msw }) =>
    msw.use(
      extensionScenario('getCart', 'notImplemented'),
      extensionScenario('setCartLine', 'notImplemented'),
    ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add to cart: Wireless Headphones' }),
    );
    const notice = await body(canvasElement).findByRole('alertdialog');
    await expect(notice).toHaveTextContent('This is not available yet.');
    await expect(canvas.queryByRole('button', { name: /^Cart/ })).toBeNull();
  },
};
