import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoadError } from '../../primitives/LoadError';
import { loadErrorTexts } from '../../primitives/LoadError/LoadError.play';
import {
  auditEntries,
  operatorOrders,
  operatorRequests,
  reviewedRequests,
} from '../../storybook/requestSamples';
import { onPhone } from '../../storybook/storyStates';
import type { ReviewTarget } from '../model';
import { OperatorConsole, type OperatorConsoleProps } from './OperatorConsole';

/** Holds the filters and the open review as the app does, calling back as it goes. */
function Stateful(props: OperatorConsoleProps) {
  const [review, setReview] = useState<ReviewTarget | null>(props.review);
  const [requestFilter, setRequestFilter] = useState(props.requestFilter);
  const [orderFilter, setOrderFilter] = useState(props.orderFilter);
  return (
    <OperatorConsole
      {...props}
      review={review}
      onReviewChange={(next) => {
        props.onReviewChange(next);
        setReview(next);
      }}
      requestFilter={requestFilter}
      onRequestFilterChange={(next) => {
        props.onRequestFilterChange(next);
        setRequestFilter(next);
      }}
      orderFilter={orderFilter}
      onOrderFilterChange={(next) => {
        props.onOrderFilterChange(next);
        setOrderFilter(next);
      }}
    />
  );
}

const meta = {
  title: 'Operator/OperatorConsole',
  component: OperatorConsole,
  render: (args) => <Stateful {...args} />,
  args: {
    requests: operatorRequests,
    requestFilter: 'pending',
    onRequestFilterChange: fn(),
    orders: operatorOrders,
    orderFilter: 'pending delivery',
    onOrderFilterChange: fn(),
    audit: auditEntries,
    review: null,
    onReviewChange: fn(),
    onConfirmReview: fn(),
    timeZone: 'UTC',
  },
  parameters: { screenshot: { disable: true } },
} satisfies Meta<typeof OperatorConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The pending requests and orders, each with its person, details and actions; the audit. */
export const Playground: Story = {
  parameters: { screenshot: { disable: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
    const requests = within(canvas.getByRole('region', { name: 'USDT requests' }));
    await expect(requests.getByRole('combobox', { name: 'State' })).toHaveValue('pending');
    const rows = within(requests.getByRole('list', { name: 'USDT requests to review' }));
    // Newest first.
    await expect(
      rows.getAllByRole('article').map((row) => within(row).getByRole('heading').textContent),
    ).toEqual(['Withdrawal · 40.00 USDT', 'Deposit · 250.50 USDT']);
    const deposit = within(requests.getByRole('article', { name: 'Deposit · 250.50 USDT' }));
    await expect(deposit.getByText('sara.k')).toBeVisible();
    await expect(deposit.getByText('0x9f2c4be1d7a03e41a')).toBeVisible();
    await expect(deposit.getByText('Pending')).toBeVisible();
    await expect(deposit.getByText('Mar 21, 2025, 9:30 AM')).toBeVisible();
    await expect(deposit.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(deposit.getByRole('button', { name: 'Reject' })).toBeVisible();
    const withdrawal = within(requests.getByRole('article', { name: 'Withdrawal · 40.00 USDT' }));
    await expect(withdrawal.getByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeVisible();

    const orders = within(canvas.getByRole('region', { name: 'Orders' }));
    await expect(orders.getByRole('combobox', { name: 'State' })).toHaveValue('pending delivery');
    const order = within(orders.getByRole('article', { name: 'Order 2' }));
    await expect(order.getByText('Pending delivery')).toBeVisible();
    await expect(order.getByText('Smartwatch Pro × 2')).toBeVisible();
    await expect(order.getByText('Total').nextElementSibling).toHaveTextContent(
      '$597.99 + 50.00 DOM',
    );
    await expect(order.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    await expect(order.getByRole('button', { name: 'Cancel order' })).toBeVisible();

    const audit = within(canvas.getByRole('region', { name: 'Audit' }));
    const entries = audit.getAllByRole('listitem');
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveTextContent('Rejected USDT request 11 by ops.maria');
    await expect(entries[0]).toHaveTextContent('Mar 20, 2025, 10:00 AM · Pending → Rejected');
    await expect(entries[0]).toHaveTextContent('Reason: The address is not a TRON address.');
    await expect(entries[1]).toHaveTextContent('Delivered order 1 by ops.li');
    await expect(entries[1]).toHaveTextContent('Pending delivery → Delivered');
  },
};

/** Each queue's state filter calls back with the chosen state. */
export const FilterChanges: Story = {
  play: async ({ canvas, args }) => {
    const requests = within(canvas.getByRole('region', { name: 'USDT requests' }));
    const requestState = requests.getByRole('combobox', { name: 'State' });
    await expect(
      within(requestState)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pending', 'Approved', 'Rejected']);
    await userEvent.selectOptions(requestState, 'Approved');
    await expect(args.onRequestFilterChange).toHaveBeenCalledWith('approved');
    const orders = within(canvas.getByRole('region', { name: 'Orders' }));
    const orderState = orders.getByRole('combobox', { name: 'State' });
    await expect(
      within(orderState)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pending delivery', 'Delivered', 'Cancelled']);
    await userEvent.selectOptions(orderState, 'Cancelled');
    await expect(args.onOrderFilterChange).toHaveBeenCalledWith('cancelled');
    await expect(args.onRequestFilterChange).toHaveBeenCalledTimes(1);
  },
};

/** Reviewed rows: the state, reviewer, review date and reason; nothing left to act on. */
export const Reviewed: Story = {
  args: {
    requestFilter: 'rejected',
    requests: reviewedRequests,
    orderFilter: 'cancelled',
    orders: [
      {
        ...operatorOrders[0]!,
        state: 'cancelled',
        reviewer: 'ops.li',
        reason: 'Out of stock.',
      },
    ],
  },
  parameters: { screenshot: { disable: false } },
  play: async ({ canvas }) => {
    const request = within(canvas.getByRole('article', { name: 'Withdrawal · 40.00 USDT' }));
    await expect(request.getByText('Rejected')).toBeVisible();
    await expect(request.getByText('Reviewer').nextElementSibling).toHaveTextContent('ops.maria');
    await expect(request.getByText('Reviewed').nextElementSibling).toHaveTextContent(
      'Mar 20, 2025, 10:00 AM',
    );
    await expect(request.getByText('Reason').nextElementSibling).toHaveTextContent(
      'The address is not a TRON address.',
    );
    const order = within(canvas.getByRole('article', { name: 'Order 2' }));
    await expect(order.getByText('Cancelled')).toBeVisible();
    await expect(order.getByText('Reason').nextElementSibling).toHaveTextContent('Out of stock.');
    await expect(
      canvas.queryByRole('button', { name: /Approve|Reject|Mark delivered|Cancel order/ }),
    ).toBeNull();
  },
};

/** Approve opens its confirmation; the note is optional and goes with the decision. */
export const ApproveWithNote: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const deposit = within(canvas.getByRole('article', { name: 'Deposit · 250.50 USDT' }));
    await userEvent.click(deposit.getByRole('button', { name: 'Approve' }));
    await expect(args.onReviewChange).toHaveBeenCalledWith({ action: 'approve', id: 12 });
    const dialog = within(
      await dialogOf(canvasElement).findByRole('dialog', { name: 'Approve this request?' }),
    );
    await expect(dialog.getByText('Deposit · 250.50 USDT')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Seen on chain');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(args.onConfirmReview).toHaveBeenCalledWith({
      action: 'approve',
      id: 12,
      note: 'Seen on chain',
    });
  },
};

/** Reject without a reason: "Please give a reason.", focus on the field, nothing sent. */
export const RejectNeedsReason: Story = {
  parameters: { screenshot: { disable: false } },
  play: async ({ canvas, canvasElement, args }) => {
    const withdrawal = within(canvas.getByRole('article', { name: 'Withdrawal · 40.00 USDT' }));
    await userEvent.click(withdrawal.getByRole('button', { name: 'Reject' }));
    const dialog = within(
      await dialogOf(canvasElement).findByRole('dialog', { name: 'Reject this request?' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toHaveAccessibleDescription(/Please give a reason\./);
    await expect(reason).toBeInvalid();
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(args.onConfirmReview).not.toHaveBeenCalled();
  },
};

/** With a reason, Reject sends it (trimmed); Go back closes without sending. */
export const RejectWithReason: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = dialogOf(canvasElement);
    const withdrawal = within(canvas.getByRole('article', { name: 'Withdrawal · 40.00 USDT' }));
    await userEvent.click(withdrawal.getByRole('button', { name: 'Reject' }));
    let dialog = within(await body.findByRole('dialog', { name: 'Reject this request?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Go back' }));
    await expect(args.onReviewChange).toHaveBeenLastCalledWith(null);
    await expect(body.queryByRole('dialog')).toBeNull();
    await userEvent.click(withdrawal.getByRole('button', { name: 'Reject' }));
    dialog = within(await body.findByRole('dialog', { name: 'Reject this request?' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), ' Not a TRON address ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(args.onConfirmReview).toHaveBeenCalledTimes(1);
    await expect(args.onConfirmReview).toHaveBeenCalledWith({
      action: 'reject',
      id: 13,
      reason: 'Not a TRON address',
    });
  },
};

/** Deliver asks only to confirm; cancel needs a reason, then sends it. */
export const DeliverAndCancel: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = dialogOf(canvasElement);
    const order = within(canvas.getByRole('article', { name: 'Order 2' }));
    await userEvent.click(order.getByRole('button', { name: 'Mark delivered' }));
    let dialog = within(await body.findByRole('dialog', { name: 'Mark this order delivered?' }));
    await expect(dialog.queryByRole('textbox')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark delivered' }));
    await expect(args.onConfirmReview).toHaveBeenLastCalledWith({ action: 'deliver', id: 2 });
    await userEvent.click(dialog.getByRole('button', { name: 'Go back' }));
    await userEvent.click(order.getByRole('button', { name: 'Cancel order' }));
    dialog = within(await body.findByRole('dialog', { name: 'Cancel this order?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await expect(dialog.getByText('Please give a reason.')).toBeVisible();
    await expect(args.onConfirmReview).toHaveBeenCalledTimes(1);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Out of stock');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await expect(args.onConfirmReview).toHaveBeenLastCalledWith({
      action: 'cancel',
      id: 2,
      reason: 'Out of stock',
    });
  },
};

/** The review on its way: confirm shows progress, Go back and Esc wait for it. */
export const ReviewBusy: Story = {
  args: { review: { action: 'reject', id: 13 }, reviewBusy: true },
  parameters: { screenshot: { disable: false } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement).findByRole('dialog', {
      name: 'Reject this request?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Go back' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onReviewChange).not.toHaveBeenCalled();
  },
};

/** Another operator reviewed it first (a 409): the dialog says so. */
export const ReviewConflict: Story = {
  args: { review: { action: 'approve', id: 12 }, reviewConflict: true },
  parameters: { screenshot: { disable: false } },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await dialogOf(canvasElement).findByRole('dialog', { name: 'Approve this request?' }),
    );
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'This was already reviewed. Close this and look at the list again.',
    );
  },
};

/** Another refusal: the server's message, what was typed kept. */
export const ReviewRefused: Story = {
  args: { review: { action: 'cancel', id: 2 }, reviewError: 'The order cannot be cancelled.' },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await dialogOf(canvasElement).findByRole('dialog', { name: 'Cancel this order?' }),
    );
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Error: The order cannot be cancelled.',
    );
  },
};

/** Every list on its way: each region is busy and says "Loading…". */
export const Loading: Story = {
  args: {
    requests: undefined,
    requestsLoading: true,
    orders: undefined,
    ordersLoading: true,
    audit: undefined,
    auditLoading: true,
  },
  play: async ({ canvas }) => {
    for (const name of ['USDT requests', 'Orders', 'Audit'])
      await expect(canvas.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

/** Nothing in the chosen states, and no audit yet. */
export const Empty: Story = {
  args: { requests: [], orders: [], audit: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No requests in this state.')).toBeVisible();
    await expect(canvas.getByText('No orders in this state.')).toBeVisible();
    await expect(canvas.getByText('No operator actions yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

const retryRequests = fn();

/** A list could not be loaded: its error and Try again stand in its place alone. */
export const LoadFailed: Story = {
  args: {
    requests: undefined,
    requestsError: <LoadError reason="server" onRetry={retryRequests} />,
  },
  play: async ({ canvas }) => {
    const requests = within(canvas.getByRole('region', { name: 'USDT requests' }));
    await expect(requests.getByRole('alert')).toHaveTextContent(loadErrorTexts.server);
    await userEvent.click(requests.getByRole('button', { name: 'Try again' }));
    await expect(retryRequests).toHaveBeenCalled();
    await expect(canvas.queryByText('No requests in this state.')).toBeNull();
    await expect(canvas.getByRole('article', { name: 'Order 2' })).toBeVisible();
  },
};

/** A backend without the operator calls (404, 405 or 501): each part says "not available yet". */
export const NotAvailable: Story = {
  args: {
    requests: undefined,
    requestsNotAvailable: true,
    orders: undefined,
    ordersNotAvailable: true,
    audit: undefined,
    auditNotAvailable: true,
  },
  parameters: { screenshot: { disable: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('This is not available yet.')).toHaveLength(3);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A phone-sized screen: the details wrap under each other. */
export const Narrow: Story = {
  globals: onPhone,
  parameters: { screenshot: { disable: false } },
};
