import { createMockDb, extensionScenario, handlersFor } from '@izi/mocks';
import { useLocale, type PageId } from '@izi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../../shared/testing/withAppProviders';
import { SignedInContainer } from '../../shell/SignedInContainer';

/**
 * The operator console and the person's own requests in the signed-in app, against the mock API
 * (a fresh in-memory economy per story): the console is reached from the header by an operator
 * only, a review is done or refused, the wallet lists the person's requests.
 */
function SignedIn({ initialPage }: { initialPage?: PageId }) {
  const { locale } = useLocale();
  return <SignedInContainer locale={locale} onLocaleChange={fn()} initialPage={initialPage} />;
}

const fixedNow = () => new Date('2025-06-15T10:00:00Z');

const meta = {
  title: 'App/Operator',
  component: SignedIn,
  decorators: [withAppProviders],
  parameters: { screenshot: { disable: true } },
  beforeEach: ({ msw }) => {
    localStorage.setItem('authToken', 'mock-token.sara');
    msw.use(...handlersFor({}, { db: createMockDb({ now: fixedNow }) }));
    return () => localStorage.removeItem('authToken');
  },
} satisfies Meta<typeof SignedIn>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const asOperator = () => extensionScenario('getAccount', 'operator');

async function openConsole(canvas: ReturnType<typeof within>) {
  const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
  await userEvent.click(await within(nav).findByRole('button', { name: 'Operator console' }));
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Operator console' }),
  ).toBeVisible();
  await expect(within(nav).getByRole('button', { name: 'Operator console' })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

/** A person who is not an operator has no console in the header. */
export const NoConsoleForAPerson: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(await within(nav).findByRole('button', { name: 'Wallet' })).toBeVisible();
    // The account is asked with the dashboard's calls: once those have answered, so has it.
    const latest = await canvas.findByRole('region', { name: 'Latest transactions' });
    await waitFor(() => expect(within(latest).getAllByRole('listitem')).toHaveLength(5));
    await expect(within(nav).queryByRole('button', { name: 'Operator console' })).toBeNull();
  },
};

/** An operator opens the console from the header and approves a deposit with a note. */
export const ApproveFromHeader: Story = {
  beforeEach: ({ msw }) => msw.use(asOperator()),
  play: async ({ canvas, canvasElement }) => {
    await openConsole(canvas);
    const requests = within(canvas.getByRole('region', { name: 'USDT requests' }));
    const deposit = within(await requests.findByRole('article', { name: 'Deposit · 150.00 USDT' }));
    await expect(deposit.getByText('Person').nextElementSibling).toHaveTextContent('sara');
    await userEvent.click(deposit.getByRole('button', { name: 'Approve' }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Approve this request?' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Seen on chain');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(
        body(canvasElement).queryByRole('dialog', { name: 'Approve this request?' }),
      ).toBeNull(),
    );
    // The pending queue and the audit are read again: the deposit has left the one, joined the other.
    await waitFor(() =>
      expect(requests.queryByRole('article', { name: 'Deposit · 150.00 USDT' })).toBeNull(),
    );
    const audit = within(canvas.getByRole('list', { name: 'Operator actions' }));
    await waitFor(() =>
      expect(audit.getAllByRole('listitem')[0]).toHaveTextContent(
        'Approved USDT request 212 by ops_demo',
      ),
    );
    // The approved filter shows it, with its reviewer.
    await userEvent.selectOptions(requests.getByRole('combobox', { name: 'State' }), 'approved');
    const approved = within(
      await requests.findByRole('article', { name: 'Deposit · 150.00 USDT' }),
    );
    await expect(approved.getByText('Reviewer').nextElementSibling).toHaveTextContent('ops_demo');
  },
};

/** Another operator got there first: the server answers 409 and the dialog says so. */
export const ReviewConflict: Story = {
  args: { initialPage: 'operator' },
  beforeEach: ({ msw }) =>
    msw.use(asOperator(), extensionScenario('deliverOrder', 'alreadyReviewed')),
  play: async ({ canvas, canvasElement }) => {
    const orders = within(await canvas.findByRole('region', { name: 'Orders' }));
    const [order] = await orders.findAllByRole('article');
    await userEvent.click(within(order!).getByRole('button', { name: 'Mark delivered' }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Mark this order delivered?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Mark delivered' }));
    await expect(
      await dialog.findByText('This was already reviewed. Close this and look at the list again.'),
    ).toBeVisible();
  },
};

/** Another refusal (one's own request, 403): the dialog shows the server's message. */
export const ReviewRefused: Story = {
  args: { initialPage: 'operator' },
  beforeEach: ({ msw }) =>
    msw.use(asOperator(), extensionScenario('rejectUsdtRequest', 'ownRequest')),
  play: async ({ canvas, canvasElement }) => {
    const requests = within(await canvas.findByRole('region', { name: 'USDT requests' }));
    const deposit = within(await requests.findByRole('article', { name: 'Deposit · 150.00 USDT' }));
    await userEvent.click(deposit.getByRole('button', { name: 'Reject' }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Reject this request?' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'No such transfer');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    // The server's own words in the dialog's alert (isolated in a <bdi>, so not one text node).
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Error: You cannot review your own request: another operator must.',
    );
  },
};

/** A backend without the review call: the dialog closes and a notice says it is not available. */
export const ReviewNotAvailable: Story = {
  args: { initialPage: 'operator' },
  beforeEach: ({ msw }) =>
    msw.use(asOperator(), extensionScenario('deliverOrder', 'notImplemented')),
  play: async ({ canvas, canvasElement }) => {
    const orders = within(await canvas.findByRole('region', { name: 'Orders' }));
    const [order] = await orders.findAllByRole('article');
    await userEvent.click(within(order!).getByRole('button', { name: 'Mark delivered' }));
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Mark this order delivered?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    const notice = await body(canvasElement).findByRole('alertdialog');
    await expect(notice).toHaveTextContent('This is not available yet.');
    await expect(
      body(canvasElement).queryByRole('dialog', { name: 'Mark this order delivered?' }),
    ).toBeNull();
  },
};

/** A backend without the operator's calls: each part of the console says so. */
export const ConsoleNotAvailable: Story = {
  args: { initialPage: 'operator' },
  beforeEach: ({ msw }) =>
    msw.use(
      asOperator(),
      extensionScenario('getOperatorUsdtRequests', 'notImplemented'),
      extensionScenario('getOperatorOrders', 'notImplemented'),
      extensionScenario('getOperatorAudit', 'notImplemented'),
    ),
  play: async ({ canvas }) => {
    for (const name of ['USDT requests', 'Orders', 'Audit']) {
      const part = within(await canvas.findByRole('region', { name }));
      await expect(await part.findByText('This is not available yet.')).toBeVisible();
    }
  },
};

/**
 * A person who is not an operator opens the console's address: the dashboard is shown instead,
 * with a notice saying why.
 */
export const AddressTurnedAway: Story = {
  args: { initialPage: 'operator' },
  play: async ({ canvas, canvasElement }) => {
    const notice = await body(canvasElement).findByRole('alertdialog');
    await expect(notice).toHaveTextContent('The operator console is for operators only.');
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByRole('region', { name: 'Latest transactions' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Operator console' })).toBeNull();
  },
};

/**
 * A backend without izi's GET /account: the role cannot be known, so the console's address is not
 * turned away; the console shows and its own calls tell what the backend has.
 */
export const AddressWithoutAccountCall: Story = {
  args: { initialPage: 'operator' },
  beforeEach: ({ msw }) => msw.use(extensionScenario('getAccount', 'notImplemented')),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Operator console' }),
    ).toBeVisible();
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** The wallet lists the person's requests, a rejected one with its reason. */
export const WalletRequests: Story = {
  args: { initialPage: 'wallet' },
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'Your USDT requests' }));
    const rows = await list.findAllByRole('article');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('Rejected');
    await expect(rows[1]).toHaveTextContent(
      'Reason: The address is not on the TRON or Ethereum network.',
    );
  },
};

/** On a backend without the list, the wallet says it is not available yet. */
export const WalletRequestsNotAvailable: Story = {
  args: { initialPage: 'wallet' },
  beforeEach: ({ msw }) => msw.use(extensionScenario('getUsdtRequests', 'notImplemented')),
  play: async ({ canvas }) => {
    const part = within(await canvas.findByRole('region', { name: 'Your requests' }));
    await expect(await part.findByText('This is not available yet.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Deposit' })).toBeVisible();
  },
};
