import { fixtures } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { sample } from '../../storybook/samples.messages';
import {
  AdvisorModal,
  advisorStates,
  type AdvisorModalProps,
  type AdvisorState,
} from './AdvisorModal';

const meta = {
  title: 'Advisor/AdvisorModal',
  component: AdvisorModal,
  args: {
    open: true,
    state: 'success',
    analysis: fixtures.analysis,
    onOpen: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: advisorStates } },
} satisfies Meta<typeof AdvisorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opening asks for the analysis (`onOpen`); before an answer, a button can ask too. */
export const Idle: Story = {
  args: { state: 'idle' },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'AI Advisor' });
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledOnce());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Analyze my characters' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'AI Advisor' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    await expect(within(dialog).getByText('Analyzing your characters…')).toBeVisible();
  },
};

/** `###` lines are h3, `##` lines h4, consecutive `*` lines one list, the rest paragraphs. */
export const LongAnalysis: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'AI Advisor' });
    const body = within(dialog);
    await expect(body.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Portfolio overview',
      'Recommendations',
    ]);
    await expect(body.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Strengths',
      'Risks',
      'Short term',
      'Long term',
    ]);
    const lists = body.getAllByRole('list');
    await expect(lists.map((list) => within(list).getAllByRole('listitem').length)).toEqual([
      3, 3, 2, 2,
    ]);
    await expect(
      body.getByText('Rest the characters whose energy is below 20% before they lose experience.'),
    ).toBeVisible();
    await expect(
      body.getByText('Remember that market prices change every day; review this advice weekly.')
        .tagName,
    ).toBe('P');
  },
};

/** Markup in the answer is shown as text: no image, no script is added. */
export const MarkupShownAsText: Story = {
  args: { analysis: fixtures.xssAnalysis },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'AI Advisor' });
    const body = within(dialog);
    await expect(body.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(body.getAllByText('<script>alert(1)</script>')).toHaveLength(2);
    await expect(body.getByRole('listitem')).toHaveTextContent('<script>alert(1)</script>');
    await expect(dialog.querySelectorAll('img, script')).toHaveLength(0);
    await expect(canvasElement.ownerDocument.querySelectorAll('img[src="x"]')).toHaveLength(0);
    await expect(body.getByText('Plain text after the markup.')).toBeVisible();
  },
};

/** "Analysis Failed", and try again asks once more. */
export const Failure: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'AI Advisor' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Analysis Failed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * As the app runs it: opening asks at once (loading), the first answer fails, try again
 * succeeds; closing and opening again asks again.
 */
function SimulatedApp(props: AdvisorModalProps) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<AdvisorState>('idle');
  const [attempts, setAttempts] = useState(0);
  const request = () => {
    const attempt = attempts + 1;
    setAttempts(attempt);
    setState('loading');
    setTimeout(() => setState(attempt === 1 ? 'error' : 'success'), 50);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage {...sample.openDialog} />
      </Button>
      <AdvisorModal
        {...props}
        open={open}
        state={state}
        onOpen={() => {
          props.onOpen();
          request();
        }}
        onRetry={() => {
          props.onRetry();
          request();
        }}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

export const AsksOnOpen: Story = {
  render: (args) => <SimulatedApp {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open details' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'AI Advisor' });
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledOnce());
    const body = within(dialog);
    await expect(await body.findByText('Analysis Failed')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(
      await body.findByRole('heading', { level: 3, name: 'Portfolio overview' }),
    ).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Open details' }));
    await page(canvasElement).findByRole('dialog', { name: 'AI Advisor' });
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledTimes(2));
    await page(canvasElement).findByRole('heading', { level: 3, name: 'Portfolio overview' });
  },
};
