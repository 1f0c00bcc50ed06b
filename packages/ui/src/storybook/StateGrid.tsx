import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { decorators } from 'storybook-addon-pseudo-states/preview';
import { vars } from '../theme/contract.css';

/** The interactive states a designer reviews, in the order a pointer or a keyboard reaches them. */
export const interactiveStates = ['rest', 'hover', 'focus-visible', 'active', 'disabled'] as const;
export type InteractiveState = (typeof interactiveStates)[number];

/** Everything in a cell that a pointer or a keyboard acts on. */
const controls = ':is(button, input, a, [role="menuitem"], [role="menuitemradio"])';
const inCell = (state: InteractiveState, what = controls) => `[data-state="${state}"] ${what}`;

/**
 * storybook-addon-pseudo-states' decorator, for the metas of the States stories alone: the addon
 * is not registered for the whole Storybook, so no other story pays for its work (it rewrites
 * every style sheet after each render), and its module is loaded only with a States story.
 */
export const pseudoStateDecorators = decorators as Decorator[];

/** storybook-addon-pseudo-states' configuration: for each state, the elements forced into it. */
export type PseudoStates = Partial<
  Record<'hover' | 'focusVisible' | 'focusWithin' | 'active', string | string[]>
>;

/**
 * A story's forced states, as storybook-addon-pseudo-states reads them: its `pseudo` parameter,
 * and the same as the story's own globals, which the addon prefers. Given as globals from the
 * start, they spare the addon from setting them as globals itself once the story has rendered,
 * which renders it a second time; and a story's own globals end with it, so the next story the
 * test-runner shows in the same page is not forced into anything. The addon applies them once
 * the story has rendered, after its play: a play cannot see them.
 */
export function forcedStates(pseudo: PseudoStates) {
  return { parameters: { pseudo }, globals: { pseudo } };
}

/**
 * The forced states of a story that renders a StateGrid: each cell's controls are forced into
 * its column's state. Pressing happens under the pointer, so the active cell is hovered too; a
 * field shows its focus ring on its frame (`:focus-within`), so the focus-visible cell forces
 * that as well.
 */
export const stateGridStates = forcedStates({
  hover: [inCell('hover'), inCell('active')],
  focusVisible: [inCell('focus-visible')],
  focusWithin: [inCell('focus-visible', '*')],
  active: [inCell('active')],
});

export interface StateGridProps<Row extends string> {
  /** One row per variant (or per value) of the component. */
  rows: readonly Row[];
  /** The columns; a component with no disabled state leaves it out. */
  states?: readonly InteractiveState[];
  /**
   * `rows` turns the grid for a wide component (a field): one row per state, one column per
   * variant.
   */
  statesAs?: 'columns' | 'rows';
  /** The component as it is in `row`; `state` is `disabled` only where it takes that prop. */
  children: (row: Row, state: InteractiveState) => ReactNode;
}

/**
 * A component's variants in each interactive state, for visual review: the cell's `data-state`
 * is what `stateGridStates` targets.
 */
export function StateGrid<Row extends string>({
  rows,
  states = interactiveStates,
  statesAs = 'columns',
  children,
}: StateGridProps<Row>) {
  const heading = {
    fontSize: vars.fontSize.xs,
    color: vars.color.textMuted,
    textAlign: 'start',
  } as const;
  const turned = statesAs === 'rows';
  const across: readonly string[] = turned ? rows : states;
  const down: readonly string[] = turned ? states : rows;
  const cell = (downKey: string, acrossKey: string) => {
    const [row, state] = (turned ? [acrossKey, downKey] : [downKey, acrossKey]) as [
      Row,
      InteractiveState,
    ];
    return (
      <td key={acrossKey} data-state={state} style={{ verticalAlign: 'top' }}>
        {children(row, state)}
      </td>
    );
  };
  return (
    <table style={{ borderSpacing: `${vars.space.lg} ${vars.space.md}` }}>
      <thead>
        <tr>
          <td />
          {across.map((key) => (
            <th key={key} scope="col" style={heading} dir="ltr">
              <code>{key}</code>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {down.map((downKey) => (
          <tr key={downKey}>
            <th scope="row" style={heading} dir="ltr">
              <code>{downKey}</code>
            </th>
            {across.map((acrossKey) => cell(downKey, acrossKey))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
