import { IconGallery, IconItem } from '@storybook/addon-docs/blocks';
import * as icons from '../icons';

// Everything the icons' index exports but the factory that makes them.
const { makeIcon: _makeIcon, ...iconComponents } = icons;

/** Every icon the library exports, by its name, in the order of the index. */
export const iconEntries = Object.entries(iconComponents);

/** The sizes the components draw icons at; 20 is an icon's default. */
export const iconSizes = [16, 18, 20, 24, 32] as const;

/** Every icon at `size`, with its name. */
export function IconSheet({ size }: { size: number }) {
  return (
    <div data-icon-size={size}>
      <IconGallery>
        {iconEntries.map(([name, Icon]) => (
          <IconItem key={name} name={name}>
            <span data-icon={name} style={{ display: 'contents' }}>
              <Icon size={size} />
            </span>
          </IconItem>
        ))}
      </IconGallery>
    </div>
  );
}
