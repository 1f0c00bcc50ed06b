import { fixtures } from '@izi/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent } from 'storybook/test';
import { preloadImages } from '../../characters/storyLoaders';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import {
  characterTypes,
  medallionGenders,
  medallionImagePath,
  starLevels,
  type MedallionGender,
} from '../medallion';
import { medallionMessages } from '../medallion.messages';
import { LoadError } from '../../primitives/LoadError';
import { loadErrorTexts } from '../../primitives/LoadError/LoadError.play';
import { MedallionDetailsCard } from './MedallionDetailsCard';
import { onDesktop, onPhone } from '../../storybook/storyStates';

const allMedallionArt = characterTypes.flatMap((type) =>
  starLevels.flatMap((level) =>
    medallionGenders.map((gender) => medallionImagePath(type, level, gender)),
  ),
);

const meta = {
  title: 'Medallion/MedallionDetailsCard',
  component: MedallionDetailsCard,
  args: {
    type: 'PETA',
    medallion: fixtures.medallionsByLevel.PETA[2].F,
    onUpgrade: fn(),
  },
  argTypes: { type: { control: 'inline-radio', options: characterTypes } },
  loaders: [preloadImages(allMedallionArt)],
  decorators: [(Story) => <div style={{ maxInlineSize: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof MedallionDetailsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'PETA medallion' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'PETA medallion, level 2, Female' }),
    ).toHaveAttribute('src', '/art/medallions/peta-2-f.svg');
    await expect(canvas.getByRole('img', { name: '2 of 4 stars' })).toBeVisible();
    await expect(canvas.getByText('2 / 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

export const Level1Male: Story = {
  args: { type: 'BETA', medallion: fixtures.medallionsByLevel.BETA[1].M },
};

export const Level3Female: Story = {
  args: { type: 'ATA', medallion: fixtures.medallionsByLevel.ATA[3].F },
};

/** Star level 4: the upgrade button gives way to the notice. */
export const MaxLevel: Story = {
  args: { type: 'ALPHA', medallion: fixtures.medallionsByLevel.ALPHA[4].F },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Max Level Reached')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    await expect(canvas.getByRole('img', { name: '4 of 4 stars' })).toBeVisible();
  },
};

/** Every seat taken. */
export const Full: Story = {
  args: {
    type: 'BETA',
    medallion: { ...fixtures.medallionsByLevel.BETA[2].M, characterCount: 5 },
  },
};

export const Loading: Story = {
  args: { type: 'ATA', medallion: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ATA medallion' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Error: Story = {
  args: { type: 'BETA', medallion: undefined, error: true },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error');
    await expect(alert).toHaveTextContent('Could not load medallion data for BETA.');
  },
};

export const Narrow: Story = {
  args: { type: 'ATA', medallion: fixtures.medallionsByLevel.ATA[3].F },
  globals: onPhone,
};

function LevelMatrix({ gender, onUpgrade }: { gender: MedallionGender; onUpgrade: () => void }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(36rem, 1fr))',
        gap: 16,
      }}
    >
      {starLevels.map((level) => {
        // A different type at each level, so that every card has its own name.
        const type = characterTypes[level - 1] ?? 'PETA';
        return (
          <MedallionDetailsCard
            key={level}
            type={type}
            medallion={fixtures.medallionsByLevel[type][level][gender]}
            onUpgrade={onUpgrade}
          />
        );
      })}
    </div>
  );
}

/** Levels 1 to 4, male: PETA 1, BETA 2, ATA 3, ALPHA 4 (the maximum). */
export const MatrixMale: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: '76rem' }}>{Story()}</div>],
  globals: onDesktop,
  render: (args) => <LevelMatrix gender="M" onUpgrade={args.onUpgrade} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Upgrade' })).toHaveLength(3);
    await expect(canvas.getAllByText('Max Level Reached')).toHaveLength(1);
    await expect(canvas.getAllByText('Male')).toHaveLength(4);
  },
};

/** Levels 1 to 4, female. */
export const MatrixFemale: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: '76rem' }}>{Story()}</div>],
  globals: onDesktop,
  render: (args) => <LevelMatrix gender="F" onUpgrade={args.onUpgrade} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Female')).toHaveLength(4);
    await expect(
      canvas.getByRole('img', { name: 'ALPHA medallion, level 4, Female' }),
    ).toHaveAttribute('src', '/art/medallions/alpha-4-f.svg');
  },
};

function ArtMatrix() {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {characterTypes.map((type) => (
        <div key={type} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {starLevels.flatMap((level) =>
            medallionGenders.map((gender) => (
              <img
                key={`${level}-${gender}`}
                src={medallionImagePath(type, level, gender)}
                alt={intl.formatMessage(medallionMessages.imageAlt, {
                  type,
                  level: formatInteger(level, numberLocale),
                  gender: intl.formatMessage(
                    gender === 'F' ? medallionMessages.female : medallionMessages.male,
                  ),
                })}
                width={104}
                height={104}
              />
            )),
          )}
        </div>
      ))}
    </div>
  );
}

/** All 32 pictures: a row per type, levels 1 to 4, male then female. */
export const AllArt: Story = {
  render: () => <ArtMatrix />,
  decorators: [(Story) => <div>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(32);
    await expect(canvas.getByRole('img', { name: 'ALPHA medallion, level 4, Male' })).toBeVisible();
  },
};

const retry = fn();

/** The spec's error, with what failed and Try again under it. */
export const ErrorWithReason: Story = {
  args: {
    type: 'BETA',
    medallion: undefined,
    error: true,
    errorDetail: <LoadError reason="server" onRetry={retry} />,
  },
  play: async ({ canvas }) => {
    const [spec, detail] = canvas.getAllByRole('alert');
    await expect(spec).toHaveTextContent('Could not load medallion data for BETA.');
    await expect(detail).toHaveTextContent(loadErrorTexts.server);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

/** Another backend's medallion: no picture (built from type, level and gender), a gender as it came. */
export const OtherBackend: Story = {
  args: {
    type: 'ATA',
    medallion: { ...fixtures.medallionsByLevel.ATA[3].F, imageUrl: null, gender: 'nonbinary' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('nonbinary')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'ATA medallion, level 3, nonbinary' }),
    ).toHaveAttribute('src', medallionImagePath('ATA', 3, 'M'));
  },
};
