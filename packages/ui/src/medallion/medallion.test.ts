import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobImagePath, jobs } from '../characters/jobs';
import {
  canUpgrade,
  characterTypes,
  medallionGenders,
  medallionImagePath,
  starLevels,
} from './medallion';

const publicDir = join(__dirname, '..', '..', 'public');

describe('medallionImagePath', () => {
  it('follows /art/medallions/{type}-{level}-{gender}.svg', () => {
    expect(medallionImagePath('PETA', 2, 'F')).toBe('/art/medallions/peta-2-f.svg');
    expect(medallionImagePath('ALPHA', 4, 'M')).toBe('/art/medallions/alpha-4-m.svg');
  });

  it('points at a drawn picture for each of the 32 medallions', () => {
    const paths = characterTypes.flatMap((type) =>
      starLevels.flatMap((level) =>
        medallionGenders.map((gender) => medallionImagePath(type, level, gender)),
      ),
    );
    expect(new Set(paths).size).toBe(32);
    for (const path of paths) expect(existsSync(join(publicDir, path)), path).toBe(true);
  });
});

describe('job art', () => {
  it('has an illustration and a portrait for every job', () => {
    for (const job of jobs) {
      expect(existsSync(join(publicDir, jobImagePath(job))), job).toBe(true);
      expect(existsSync(join(publicDir, 'art', 'characters', `${job.toLowerCase()}.svg`))).toBe(
        true,
      );
    }
  });
});

describe('canUpgrade', () => {
  it('offers an upgrade only below star level 4', () => {
    const next = { starLevel: 4 as const, capacity: 12, price: 900 };
    expect(canUpgrade({ starLevel: 3, nextLevel: next })).toBe(true);
    expect(canUpgrade({ starLevel: 4, nextLevel: null })).toBe(false);
    expect(canUpgrade({ starLevel: 4, nextLevel: next })).toBe(false);
  });
});

describe('the pictures the contract names', () => {
  it('exist for every fixture the mocks serve', async () => {
    const { fixtures } = await import('@izi/mocks');
    const urls = [
      ...fixtures.allMedallions.map((medallion) => medallion.imageUrl),
      ...fixtures.characters.flatMap((character) => (character.image ? [character.image] : [])),
      ...fixtures.marketplaceItems.map((item) => item.imageUrl),
      ...fixtures.shopItems.map((item) => item.imageUrl),
    ];
    for (const url of urls) expect(existsSync(join(publicDir, url)), url).toBe(true);
  });
});
