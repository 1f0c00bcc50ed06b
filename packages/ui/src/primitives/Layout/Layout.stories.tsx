import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect } from 'storybook/test';
import { sample } from '../../storybook/samples.messages';
import { Button } from '../Button';
import { Card } from '../Card';
import { FullRow, Grid, PageContent } from './Layout';
import { column, inline } from './layoutClasses.css';

const meta = {
  title: 'Primitives/Layout',
  component: Grid,
  args: { children: null },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (key: string) => (
  <Card key={key}>
    <FormattedMessage {...sample.walletBody} />
  </Card>
);

/** The layout classes the components compose: a column with the theme's spacing. */
export const ColumnStack: Story = {
  render: () => <div className={column.lg}>{['a', 'b', 'c'].map(card)}</div>,
};

/** A row follows the reading direction: in fa and ar the first button is at the right. */
export const RowStack: Story = {
  render: () => (
    <div className={inline.sm}>
      <Button>
        <FormattedMessage {...sample.confirm} />
      </Button>
      <Button variant="secondary">
        <FormattedMessage {...sample.cancel} />
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

export const ResponsiveGrid: Story = {
  render: () => (
    <PageContent>
      <Grid minColumnWidth="14rem">
        {['a', 'b', 'c', 'd'].map(card)}
        <FullRow>{card('wide')}</FullRow>
      </Grid>
    </PageContent>
  ),
};

/** Fewer cells than columns would fit: they share the whole row, no column is left empty. */
export const FewCells: Story = {
  render: () => (
    <PageContent>
      <Grid minColumnWidth="14rem">{['a', 'b'].map(card)}</Grid>
    </PageContent>
  ),
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('[style*="--grid-min-column"]')!;
    const [first, second] = Array.from(grid.children, (cell) => cell.getBoundingClientRect());
    const gap = parseFloat(getComputedStyle(grid).columnGap);
    await expect(first!.width + gap + second!.width).toBeCloseTo(grid.clientWidth, 0);
  },
};

/** A page of several sections (the cart above the orders): spaced apart, never touching. */
export const PageSections: Story = {
  render: () => <PageContent>{['a', 'b'].map(card)}</PageContent>,
  play: async ({ canvas }) => {
    const [first, second] = canvas
      .getAllByText('Your three balances: iziDol, iziDot and iziDom.')
      .map((card) => card.getBoundingClientRect());
    // The `xl` space: 1.5rem.
    await expect(second!.top - first!.bottom).toBe(24);
  },
};
