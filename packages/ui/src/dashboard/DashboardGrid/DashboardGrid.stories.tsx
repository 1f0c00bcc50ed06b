import { fixtures } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PageContent } from '../../primitives/Layout';
import { onDesktop, onPhone, onTablet } from '../../storybook/storyStates';
import { AiAdvisorCard } from '../AiAdvisorCard';
import { IncomeChart } from '../IncomeChart';
import { IncomeStats } from '../IncomeStats';
import { QuestsCard } from '../QuestsCard';
import { QuickLinks } from '../QuickLinks';
import { WalletSummary } from '../WalletSummary';
import { DashboardGrid, LastOfThree } from './DashboardGrid';

/** The dashboard's two rows of three cards, as the app lays them out. */
function TwoRowsOfThree() {
  return (
    <PageContent>
      <DashboardGrid>
        <QuestsCard />
        <WalletSummary wallet={fixtures.wallet} onManage={fn()} />
        <LastOfThree>
          <IncomeStats {...fixtures.stats} />
        </LastOfThree>
        <IncomeChart />
        <QuickLinks onNavigate={fn()} />
        <LastOfThree>
          <AiAdvisorCard onOpen={fn()} />
        </LastOfThree>
      </DashboardGrid>
    </PageContent>
  );
}

const meta = {
  title: 'Dashboard/DashboardGrid',
  component: DashboardGrid,
  args: { children: null },
  render: () => <TwoRowsOfThree />,
} satisfies Meta<typeof DashboardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each cell's box, in the order the cells come. */
function cellsOf(canvasElement: HTMLElement) {
  const grid = canvasElement.querySelector<HTMLElement>('[style*="--grid-min-column"]')!;
  return {
    grid: grid.getBoundingClientRect(),
    cells: Array.from(grid.children, (cell) => cell.getBoundingClientRect()),
  };
}

/** The rows the cells fall into (cells that start at the same height), each a count of cells. */
function rowsOf(cells: DOMRect[]) {
  const tops = new Map<number, number>();
  for (const cell of cells)
    tops.set(Math.round(cell.top), (tops.get(Math.round(cell.top)) ?? 0) + 1);
  return [...tops.values()];
}

/** A tablet: two columns, and the third card of each row takes the next row whole. */
export const TwoColumns: Story = {
  globals: onTablet,
  play: async ({ canvas, canvasElement }) => {
    const { grid, cells } = cellsOf(canvasElement);
    await expect(rowsOf(cells)).toEqual([2, 1, 2, 1]);
    for (const last of [cells[2]!, cells[5]!]) await expect(last.width).toBeCloseTo(grid.width, 0);
    // With the whole row, 7-day income and total value sit side by side.
    const income = canvas.getByRole('heading', { name: '7-day income' }).getBoundingClientRect();
    const total = canvas.getByRole('heading', { name: 'Estimated total value' });
    await expect(total.getBoundingClientRect().top).toBeCloseTo(income.top, 0);
  },
};

/** A desktop: three columns, each row of three on one line. */
export const ThreeColumns: Story = {
  globals: onDesktop,
  play: async ({ canvasElement }) => {
    const { grid, cells } = cellsOf(canvasElement);
    await expect(rowsOf(cells)).toEqual([3, 3]);
    await expect(cells[2]!.width).toBeLessThan(grid.width / 2);
  },
};

/** A phone: one column, every card the full width. */
export const OneColumn: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const { grid, cells } = cellsOf(canvasElement);
    await expect(rowsOf(cells)).toEqual([1, 1, 1, 1, 1, 1]);
    for (const cell of cells) await expect(cell.width).toBeCloseTo(grid.width, 0);
  },
};
