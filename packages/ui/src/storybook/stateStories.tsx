import type { ComponentType, ReactNode } from 'react';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { forcedStates, StateGrid, stateGridStates } from './StateGrid';
import { expectStatesShown } from './StateGrid.play';

type Canvas = ReturnType<typeof within>;

/** What a text field's States story sets on each cell. */
interface FieldStateProps {
  defaultValue?: string | number | readonly string[];
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * A field's States story: empty, filled and in error, one row per interactive state. The error
 * row holds `invalid` (the filled value unless given) and shows `error` under the field.
 */
export function fieldStatesStory<Props extends FieldStateProps>(
  Field: ComponentType<Props>,
  { filled, invalid = filled, error }: { filled: string; invalid?: string; error: ReactNode },
) {
  const values = { empty: undefined, filled, error: invalid };
  return {
    render: (args: Props) => (
      <StateGrid rows={['empty', 'filled', 'error'] as const} statesAs="rows">
        {(row, state) => (
          <Field
            {...args}
            defaultValue={values[row]}
            error={row === 'error' ? error : undefined}
            disabled={state === 'disabled'}
          />
        )}
      </StateGrid>
    ),
    play: ({ canvasElement }: { canvasElement: HTMLElement }) => expectStatesShown(canvasElement),
  };
}

/** A menu's States story for its button, which has no disabled state. */
export function menuButtonStory<Props extends object>(MenuButton: ComponentType<Props>) {
  return {
    ...stateGridStates,
    render: (args: Props) => (
      <StateGrid rows={['closed'] as const} states={['rest', 'hover', 'focus-visible', 'active']}>
        {() => <MenuButton {...args} />}
      </StateGrid>
    ),
    play: ({ canvasElement }: { canvasElement: HTMLElement }) => expectStatesShown(canvasElement),
  };
}

export interface OpenMenuStates {
  /** The button's accessible name. */
  button: string | RegExp;
  /** The item opening from the keyboard focuses, and what says it is the chosen one. */
  focused: { role: 'menuitem' | 'menuitemradio'; name: string; attribute: [string, string] };
  /** The position (from 1) of the item forced hovered, and of the one forced pressed. */
  hovered: number;
  pressed: number;
}

/**
 * A menu's States story for its open list, opened from the keyboard: the chosen item has the
 * keyboard focus, one item is hovered and another pressed (so hovered too), the rest at rest.
 */
export function openMenuStory({ button, focused, hovered, pressed }: OpenMenuStates) {
  const item = (position: number) => `[role="menu"] > :nth-child(${position})`;
  return {
    ...forcedStates({ hover: [item(hovered), item(pressed)], active: [item(pressed)] }),
    decorators: [
      (Story: () => ReactNode) => <div style={{ minBlockSize: '16rem' }}>{Story()}</div>,
    ],
    play: async ({ canvas }: { canvas: Canvas }) => {
      canvas.getByRole('button', { name: button }).focus();
      await userEvent.keyboard('{Enter}');
      const chosen = await canvas.findByRole(focused.role, { name: focused.name });
      await waitFor(() => expect(chosen).toHaveFocus());
      await expect(chosen).toHaveAttribute(...focused.attribute);
    },
  };
}
