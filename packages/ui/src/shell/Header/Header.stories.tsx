import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isLocale } from '../../i18n/locale';
import { pageIds, type PageId } from '../pageIds';
import { Header } from './Header';
import { onPhone } from '../../storybook/storyStates';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: {
    currentPage: 'main',
    locale: 'fa',
    onNavigate: fn(),
    onLocaleChange: fn(),
    onLogout: fn(),
  },
  argTypes: {
    currentPage: { control: 'select', options: pageIds },
    locale: { control: false },
  },
  render: (args, { globals }) => (
    <Header {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  // Room below the bar for an open menu.
  decorators: [(Story) => <div style={{ minBlockSize: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const dashboardNames: Partial<Record<PageId, string>> = {
  main: 'Main',
  peta: 'PETA',
  beta: 'BETA',
  ata: 'ATA',
  alpha: 'ALPHA',
};
const buttonNames: Partial<Record<PageId, string>> = {
  marketplace: 'Marketplace',
  wallet: 'Wallet',
  izishop: 'iziShop',
};

/**
 * A story with `page` current. A dashboard marks the Dashboards button and, inside the menu,
 * its own item; marketplace, wallet and iziShop mark their button; nothing else is marked.
 */
function current(page: PageId): Story {
  return {
    args: { currentPage: page },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
      const dashboards = within(nav).getByRole('button', { name: 'Dashboards' });
      const marked = within(nav)
        .getAllByRole('button')
        .filter((button) => button.hasAttribute('aria-current'));
      const dashboard = dashboardNames[page];
      const button = buttonNames[page];
      if (dashboard) {
        await expect(marked).toEqual([dashboards]);
        await userEvent.click(dashboards);
        const item = await canvas.findByRole('menuitem', { name: dashboard });
        await expect(item).toHaveAttribute('aria-current', 'page');
        await waitFor(() => expect(item).toHaveFocus());
        await expect(
          canvas.getAllByRole('menuitem').filter((menuItem) => menuItem.ariaCurrent),
        ).toHaveLength(1);
        await userEvent.keyboard('{Escape}');
        await expect(dashboards).toHaveFocus();
      } else if (button) {
        const own = within(nav).getByRole('button', { name: button });
        await expect(marked).toEqual([own]);
        await expect(own).toHaveAttribute('aria-current', 'page');
      } else {
        await expect(marked).toEqual([]);
      }
    },
  };
}

/** Each control calls back with its page; logout calls onLogout. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Marketplace' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('marketplace');
    await userEvent.click(canvas.getByRole('button', { name: 'Wallet' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('wallet');
    await userEvent.click(canvas.getByRole('button', { name: 'iziShop' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('izishop');
    await userEvent.click(canvas.getByRole('button', { name: 'Dashboards' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'ALPHA' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('alpha');
    await expect(args.onNavigate).toHaveBeenCalledTimes(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const CurrentMain = current('main');
export const CurrentPeta = current('peta');
export const CurrentBeta = current('beta');
export const CurrentAta = current('ata');
export const CurrentAlpha = current('alpha');
/** The characters page has no header control of its own: nothing is marked. */
export const CurrentCharacters = current('characters');
export const CurrentMarketplace = current('marketplace');
export const CurrentWallet = current('wallet');
export const CurrentIziShop = current('izishop');

/** The Dashboards menu open on a medallion dashboard, focus on the current item. */
export const DashboardsMenuOpen: Story = {
  args: { currentPage: 'beta' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dashboards' }));
    const beta = await canvas.findByRole('menuitem', { name: 'BETA' });
    await waitFor(() => expect(beta).toHaveFocus());
  },
};

const narrow = {
  globals: onPhone,
  // Narrow in Storybook's own canvas too: the header lays out by its own width.
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
} satisfies Story;

/**
 * Nothing in the bar is squeezed: it does not overflow, and every icon keeps its size. Answers
 * the bar, for a story to say how many lines it takes.
 */
async function expectNothingSqueezed(canvasElement: HTMLElement) {
  const bar = within(canvasElement).getByRole('banner').firstElementChild!;
  await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  const icons = Array.from(bar.querySelectorAll('svg')).filter((icon) => icon.checkVisibility());
  await expect(icons.length).toBeGreaterThan(1);
  for (const icon of icons) {
    await expect(icon.getBoundingClientRect().width).toBe(Number(icon.getAttribute('width')));
  }
  return bar;
}

/** One line of the bar: its least height, 4rem. */
const oneLine = 4 * 16;

/** Narrow: brand, the collapsed menu and the language menu; nothing else in the bar. */
export const Narrow: Story = {
  ...narrow,
  args: { currentPage: 'wallet' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getAllByRole('button')).toEqual([
      within(nav).getByRole('button', { name: 'Menu' }),
    ]);
    await expect(canvas.queryByRole('button', { name: 'Log out' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Language/ })).toBeVisible();
  },
};

/** The collapsed menu holds every page and logout; the current page is marked and focused. */
export const NarrowMenuOpen: Story = {
  ...narrow,
  args: { currentPage: 'wallet' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const menu = await canvas.findByRole('menu', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Main dashboard',
      'PETA dashboard',
      'BETA dashboard',
      'ATA dashboard',
      'ALPHA dashboard',
      'Marketplace',
      'Wallet',
      'iziShop',
      'Log out',
    ]);
    const wallet = within(menu).getByRole('menuitem', { name: 'Wallet' });
    await expect(wallet).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(wallet).toHaveFocus());
  },
};

/** The collapsed menu by keyboard alone: open, move, choose, and logout from it. */
export const NarrowKeyboard: Story = {
  ...narrow,
  args: { currentPage: 'wallet' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Wallet' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'iziShop' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('izishop');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

/**
 * With "Log out on every device" offered (as the app does), Log out opens a menu: this device,
 * or every device (every session of the person ends on the server).
 */
export const LogoutMenuOpen: Story = {
  args: { onLogoutEverywhere: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const menu = await canvas.findByRole('menu', { name: 'Log out' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Log out',
      'Log out on every device',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** Choosing every device calls onLogoutEverywhere, and only it. */
export const LogoutEverywhere: Story = {
  args: { onLogoutEverywhere: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Log out on every device' }));
    await expect(args.onLogoutEverywhere).toHaveBeenCalledTimes(1);
    await expect(args.onLogout).not.toHaveBeenCalled();
    // And this device alone, from the same menu.
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Narrow, with every device offered: the collapsed menu ends with both logouts. */
export const NarrowLogoutEverywhere: Story = {
  ...narrow,
  args: { currentPage: 'wallet', onLogoutEverywhere: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const menu = await canvas.findByRole('menu', { name: 'Menu' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.slice(-2).map((item) => item.textContent)).toEqual([
      'Log out',
      'Log out on every device',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out on every device' }));
    await expect(args.onLogoutEverywhere).toHaveBeenCalledTimes(1);
  },
};

/** The cart: its count beside the language menu; it leads to the cart page. */
export const WithCart: Story = {
  args: { cartCount: 3 },
  play: async ({ canvas, args }) => {
    const cart = canvas.getByRole('button', { name: 'Cart, 3 items' });
    await expect(cart).toHaveTextContent('Cart 3');
    await expect(cart).not.toHaveAttribute('aria-current');
    await userEvent.click(cart);
    await expect(args.onNavigate).toHaveBeenCalledWith('cart');
  },
};

/** On the cart page its button is the current one; one item is said in the singular. */
export const CartCurrent: Story = {
  args: { cartCount: 1, currentPage: 'cart' },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('button', { name: 'Cart, 1 item' });
    await expect(cart).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getAllByRole('button').filter((button) => button.hasAttribute('aria-current')),
    ).toEqual([cart]);
  },
};

/**
 * Narrow with a cart (a phone, as the app shows it): the icon and the count stay in the bar, named
 * in full, and the bar holds on one line with nothing squeezed.
 */
export const NarrowWithCart: Story = {
  ...narrow,
  args: { cartCount: 12 },
  play: async ({ canvas, canvasElement }) => {
    const cart = canvas.getByRole('button', { name: 'Cart, 12 items' });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveTextContent('12');
    const bar = await expectNothingSqueezed(canvasElement);
    await expect(bar.getBoundingClientRect().height).toBe(oneLine);
  },
};

/**
 * Narrow, the cart's count not known yet: its place is kept, empty, so the menu button does not
 * move when the count comes (nothing to see, focus or read there).
 */
export const NarrowCartPending: Story = {
  ...narrow,
  args: { cartCount: 'pending' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: /Cart/ })).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    const language = canvas.getByRole('button', { name: /Language/ });
    const kept = canvasElement.querySelector<HTMLElement>('button[aria-hidden="true"]');
    if (!kept) throw new Error('the cart has no kept place');
    await expect(kept).not.toBeVisible();
    const keptBox = kept.getBoundingClientRect();
    // In reading order (right to left in Persian, left to right in English): menu, the kept
    // place, language; the kept place has the cart button's size.
    const order = [menu, kept, language].map((element) => element.getBoundingClientRect().left);
    const rtl = getComputedStyle(menu).direction === 'rtl';
    await expect(order).toEqual([...order].sort((a, b) => (rtl ? b - a : a - b)));
    await expect(keptBox.width).toBeGreaterThan(40);
  },
};

/** An operator: "Operator console" follows the other pages and leads to the console. */
export const Operator: Story = {
  args: { onOperatorConsole: fn() },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const link = within(nav).getByRole('button', { name: 'Operator console' });
    await expect(link).not.toHaveAttribute('aria-current');
    await userEvent.click(link);
    await expect(args.onOperatorConsole).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** Someone who is not an operator sees no console link. */
export const NotOperator: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Operator console' })).toBeNull();
  },
};

/** On the console its link is the one current page, whatever `currentPage` holds. */
export const OperatorConsoleCurrent: Story = {
  args: { onOperatorConsole: fn(), operatorConsoleCurrent: true, currentPage: 'wallet' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const link = within(nav).getByRole('button', { name: 'Operator console' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(
      within(nav)
        .getAllByRole('button')
        .filter((button) => button.hasAttribute('aria-current')),
    ).toEqual([link]);
  },
};

/** Narrow, for an operator: the console is the last page of the collapsed menu, and marked. */
export const NarrowOperatorMenu: Story = {
  ...narrow,
  args: { onOperatorConsole: fn(), operatorConsoleCurrent: true },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const menu = await canvas.findByRole('menu', { name: 'Menu' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.slice(-2).map((item) => item.textContent)).toEqual([
      'Operator console',
      'Log out',
    ]);
    const consoleItem = within(menu).getByRole('menuitem', { name: 'Operator console' });
    await expect(consoleItem).toHaveAttribute('aria-current', 'page');
    await expect(items.filter((item) => item.ariaCurrent)).toEqual([consoleItem]);
    await userEvent.click(consoleItem);
    await expect(args.onOperatorConsole).toHaveBeenCalledTimes(1);
  },
};

/**
 * Signed in as someone known (as the app shows it once it has read the account): the username
 * after its initial opens the account menu, with both logouts.
 */
export const Account: Story = {
  args: { username: 'sara', onLogoutEverywhere: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Log out' })).toBeNull();
    const account = canvas.getByRole('button', { name: 'sara, account' });
    await expect(account).toHaveTextContent(/^Ssara/);
    await userEvent.click(account);
    const menu = await canvas.findByRole('menu', { name: 'sara, account' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Log out',
      'Log out on every device',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out on every device' }));
    await expect(args.onLogoutEverywhere).toHaveBeenCalledTimes(1);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** The account menu by keyboard: Enter opens it on Log out, Enter logs out on this device. */
export const AccountKeyboard: Story = {
  args: { username: 'sara', onLogoutEverywhere: fn() },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'sara, account' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A name in another script, and a long one: its own initial; cut short in the bar only. */
export const AccountLongName: Story = {
  args: { username: 'مریم_صادقی_نژاد_اصفهانی', onLogoutEverywhere: fn() },
  play: async ({ canvas }) => {
    const account = canvas.getByRole('button', { name: 'مریم_صادقی_نژاد_اصفهانی, account' });
    await expect(account).toHaveTextContent(/^ممریم_صادقی_نژاد_اصفهانی/);
    await expect(account.getBoundingClientRect().width).toBeLessThan(16 * 16);
  },
};

/** An empty username is no name: Log out as before. */
export const AccountUnknown: Story = {
  args: { username: '  ', onLogoutEverywhere: fn() },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

/**
 * Narrow: the account sits in the collapsed menu: who is signed in (said, not a command), then
 * both logouts.
 */
export const NarrowAccount: Story = {
  ...narrow,
  args: { currentPage: 'wallet', username: 'sara', onLogoutEverywhere: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'sara, account' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const menu = await canvas.findByRole('menu', { name: 'Menu' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.slice(-3).map((item) => item.textContent)).toEqual([
      'Signed in as sara',
      'Log out',
      'Log out on every device',
    ]);
    const signedIn = within(menu).getByRole('menuitem', { name: 'Signed in as sara' });
    await expect(signedIn).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(signedIn);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(args.onLogout).not.toHaveBeenCalled();
    await expect(menu).toBeVisible();
  },
};

/**
 * A tablet's width (52rem): the whole bar would not fit in English, so the pages and the account
 * collapse into Menu, as on a phone, and nothing left in the bar is squeezed.
 */
export const Tablet: Story = {
  args: { currentPage: 'wallet', username: 'sara', onLogoutEverywhere: fn(), cartCount: 2 },
  decorators: [(Story) => <div style={{ maxInlineSize: '52rem' }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getAllByRole('button')).toEqual([
      within(nav).getByRole('button', { name: 'Menu' }),
    ]);
    await expect(canvas.queryByRole('button', { name: 'sara, account' })).toBeNull();
    const bar = await expectNothingSqueezed(canvasElement);
    await expect(bar.getBoundingClientRect().height).toBe(oneLine);
  },
};

/**
 * Wide, but with all the bar can hold (an operator's console, a cart, a long name): what does
 * not fit on one line wraps to a second, and nothing is squeezed.
 */
export const WideAndFull: Story = {
  args: {
    currentPage: 'wallet',
    username: 'maximilian_alexander',
    onLogoutEverywhere: fn(),
    onOperatorConsole: fn(),
    cartCount: 2,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '58rem' }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('button', { name: 'Operator console' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'maximilian_alexander, account' }),
    ).toBeVisible();
    const bar = await expectNothingSqueezed(canvasElement);
    await expect(bar.getBoundingClientRect().height).toBeGreaterThan(oneLine);
  },
};
