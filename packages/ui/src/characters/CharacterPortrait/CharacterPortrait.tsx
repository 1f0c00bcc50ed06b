import { characterImageSrc, type AnyJob } from '../jobs';
import { portrait } from './CharacterPortrait.css';

export const portraitSizes = ['sm', 'md', 'lg'] as const;
export type PortraitSize = (typeof portraitSizes)[number];

export interface CharacterPortraitProps {
  character: { image?: string | null | undefined; job: AnyJob };
  size?: PortraitSize;
}

const pixels: Record<PortraitSize, number> = { sm: 44, md: 80, lg: 160 };

/**
 * A character's picture, or its job's illustration when it has none. Decorative: the name beside
 * it says who it is.
 */
export function CharacterPortrait({ character, size = 'md' }: CharacterPortraitProps) {
  return (
    <img
      className={portrait({ size })}
      src={characterImageSrc(character)}
      alt=""
      width={pixels[size]}
      height={pixels[size]}
    />
  );
}
