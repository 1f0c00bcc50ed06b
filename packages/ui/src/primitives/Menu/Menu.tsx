import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type ToggleEvent,
} from 'react';
import { CheckIcon, ChevronDownIcon } from '../../icons';
import { useLocale } from '../../i18n/LocaleProvider';
import * as styles from './Menu.css';

export interface MenuItem {
  id: string;
  label: ReactNode;
  /** Text that typeahead matches (defaults to the label when it is a string). */
  textValue?: string;
  /** The page this item leads to is the one being shown. */
  current?: boolean;
  /** For a choice menu: this option is the chosen one. */
  checked?: boolean;
  /** The language of the label, when it differs from the page's. */
  lang?: string;
  /** Said and reachable with the arrows, but not chosen (e.g. who is signed in). */
  disabled?: boolean;
}

export const menuOrientations = ['vertical', 'horizontal'] as const;
export type MenuOrientation = (typeof menuOrientations)[number];

export interface MenuProps {
  /** What the button shows. */
  label: ReactNode;
  /** A name for the button when its visible content is not enough (e.g. an icon). */
  buttonLabel?: string;
  items: readonly MenuItem[];
  onSelect: (id: string) => void;
  /** `radio` for a choice of one (a language); `menu` for commands and places. */
  kind?: 'menu' | 'radio';
  orientation?: MenuOrientation;
  /** Marks the button itself as leading to the current page. */
  current?: boolean;
  icon?: ReactNode;
}

type Move = 'next' | 'previous' | 'first' | 'last';

/**
 * A menu button. The list opens in the top layer (the popover attribute) anchored below the
 * button; arrow keys move through it, and in a horizontal menu Left and Right follow the
 * reading direction, so that in Persian and Arabic ArrowLeft moves forward.
 */
export function Menu({
  label,
  buttonLabel,
  items,
  onSelect,
  kind = 'menu',
  orientation = 'vertical',
  current = false,
  icon,
}: MenuProps) {
  const { direction } = useLocale();
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const menuId = `${baseId}-menu`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  const itemElements = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

  const focusItem = (move: Move | number) => {
    const elements = itemElements();
    if (elements.length === 0) return;
    const currentIndex = elements.indexOf(document.activeElement as HTMLElement);
    let index: number;
    if (typeof move === 'number') index = move;
    else if (move === 'first') index = 0;
    else if (move === 'last') index = elements.length - 1;
    else if (move === 'next') index = (currentIndex + 1) % elements.length;
    else index = (currentIndex - 1 + elements.length) % elements.length;
    elements[index]?.focus();
  };

  const show = (focus: 'first' | 'last') => {
    const menu = menuRef.current;
    const button = buttonRef.current;
    if (!menu || !button) return;
    if (!menu.matches(':popover-open')) {
      // `source` makes the button the popover's anchor (position-area in the styles).
      (menu.showPopover as (options?: { source?: HTMLElement }) => void)({ source: button });
    }
    const checkedIndex = items.findIndex((item) => item.checked || item.current);
    focusItem(checkedIndex >= 0 && focus === 'first' ? checkedIndex : focus);
  };

  const hide = (returnFocus: boolean) => {
    if (menuRef.current?.matches(':popover-open')) menuRef.current.hidePopover();
    if (returnFocus) buttonRef.current?.focus();
  };

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => setOpen(event.newState === 'open');

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show('last');
    }
  };

  const forwardKey = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backwardKey = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const nextKey = orientation === 'vertical' ? 'ArrowDown' : forwardKey;
  const previousKey = orientation === 'vertical' ? 'ArrowUp' : backwardKey;

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, Move> = {
      [nextKey]: 'next',
      [previousKey]: 'previous',
      Home: 'first',
      End: 'last',
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusItem(move);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      hide(true);
    } else if (event.key === 'Tab') {
      hide(false);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const elements = itemElements();
      const start = elements.indexOf(document.activeElement as HTMLElement) + 1;
      const key = event.key.toLocaleLowerCase();
      for (let step = 0; step < items.length; step += 1) {
        const index = (start + step) % items.length;
        const item = items[index];
        const text = item?.textValue ?? (typeof item?.label === 'string' ? item.label : '');
        if (text.toLocaleLowerCase().startsWith(key)) {
          focusItem(index);
          break;
        }
      }
    }
  };

  const choose = (id: string) => {
    hide(true);
    onSelect(id);
  };

  return (
    <>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={buttonLabel}
        aria-current={current || undefined}
        data-current={current || undefined}
        onClick={() => (open ? hide(false) : show('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {icon}
        {label}
        <ChevronDownIcon size={16} />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        tabIndex={-1}
        popover="auto"
        aria-labelledby={buttonId}
        aria-orientation={orientation}
        className={styles.popover({ orientation })}
        onKeyDown={onMenuKeyDown}
        onToggle={onToggle}
      >
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            tabIndex={-1}
            role={kind === 'radio' ? 'menuitemradio' : 'menuitem'}
            aria-checked={kind === 'radio' ? Boolean(item.checked) : undefined}
            aria-current={item.current ? 'page' : undefined}
            aria-disabled={item.disabled || undefined}
            lang={item.lang}
            className={styles.item}
            onClick={() => {
              if (!item.disabled) choose(item.id);
            }}
          >
            {kind === 'radio' && (
              <span className={styles.check}>{item.checked && <CheckIcon size={18} />}</span>
            )}
            {item.label}
          </button>
        ))}
      </div>
    </>
  );
}
