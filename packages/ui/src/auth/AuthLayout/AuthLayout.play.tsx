import type { ComponentType } from 'react';
import { expect, fn, userEvent, type within } from 'storybook/test';
import { isLocale } from '../../i18n/locale';
import type { AuthScreenProps } from './AuthLayout';

type Canvas = ReturnType<typeof within>;

/**
 * The meta of a signed-out screen's stories: `component` with `args`, in Persian (the default)
 * unless the toolbar picks a language, which the screen's language menu then shows.
 */
export function authScreenMeta<Props extends AuthScreenProps, Args extends Partial<Props>>(
  component: ComponentType<Props>,
  args: Args,
) {
  const Screen = component;
  return {
    component,
    args: { locale: 'fa' as const, onLocaleChange: fn(), ...args },
    argTypes: { locale: { control: false as const } },
    render: (props: Props, { globals }: { globals: Record<string, unknown> }) => (
      <Screen {...props} locale={isLocale(globals['locale']) ? globals['locale'] : props.locale} />
    ),
  };
}

/** "Back to login" calls its callback, and nothing was submitted. */
export async function expectBackToLogin(
  canvas: Canvas,
  args: { onBackToLogin?: (() => void) | undefined; onSubmit: unknown },
) {
  await userEvent.click(canvas.getByRole('button', { name: 'Back to login' }));
  await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
  await expect(args.onSubmit).not.toHaveBeenCalled();
}
