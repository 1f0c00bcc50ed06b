/// <reference types="vite/client" />
import { IconGallery, IconItem } from '@storybook/addon-docs/blocks';

/**
 * Every file under packages/ui/public/art, found by Vite at build time: a file added there
 * appears here by itself. Keyed by its path from `art` (`medallions/peta-2-f.svg`).
 */
const files = Object.entries(
  import.meta.glob<string>('../../public/art/**/*.svg', {
    eager: true,
    query: '?url',
    import: 'default',
  }),
).map(([path, url]) => ({ file: path.replace(/^.*\/public\/art\//, ''), url }));

/** The folders of art (jobs, characters, medallions, shop), in alphabetical order. */
export const artFolders = [...new Set(files.map(({ file }) => file.split('/')[0] ?? ''))].sort();

/** A medallion's file name: its type, its level and its gender (`peta-2-f`). */
const medallionName = /^([a-z]+)-(\d+)-([a-z])\.svg$/;

/** Medallions in order of type, then gender, then level; the rest by name. */
function order(folder: string) {
  const key = (file: string) => {
    const name = file.slice(folder.length + 1);
    const parts = medallionName.exec(name);
    return parts ? `${parts[1]} ${parts[3]} ${parts[2]}` : `~${name}`;
  };
  return (a: { file: string }, b: { file: string }) => key(a.file).localeCompare(key(b.file));
}

/** Every illustration of `folder`, with its file name, at the size the product shows it. */
export function IllustrationSheet({ folder }: { folder: string }) {
  const inFolder = files.filter(({ file }) => file.startsWith(`${folder}/`)).sort(order(folder));
  return (
    <div data-art-folder={folder}>
      <IconGallery>
        {inFolder.map(({ file, url }) => (
          <IconItem key={file} name={file.slice(folder.length + 1)}>
            <img data-art={file} src={url} alt="" width={64} height={64} />
          </IconItem>
        ))}
      </IconGallery>
    </div>
  );
}
