/**
 * New characters: the two of a new account's starter pack, drawn at random, and the demo
 * account's fixed roster. Each type earns in its own band (iziDot a day).
 */
import { randomInt } from 'node:crypto';
import type { Character } from '@izi/api';
import { characterImagePath, jobs, type CharacterType, type Job } from '@izi/domain';

/** A character before the database gives it an id. */
/** A character to add; one bought from the marketplace names its item. */
export type NewCharacter = Omit<Character, 'id' | 'customName'> & { marketplaceItemId?: number };

/** The daily income band of each type, in iziDot. */
export const baseRateBand: Record<CharacterType, [number, number]> = {
  PETA: [5, 8],
  BETA: [12, 15],
  ATA: [24, 29],
  ALPHA: [60, 80],
};

const firstNames = [
  'Ada',
  'Bruno',
  'Chloe',
  'Dariush',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kian',
  'Leila',
  'Mateo',
  'Nadia',
  'Omar',
  'Parisa',
  'Rosa',
  'Samir',
  'Talia',
  'Yusuf',
];
const jobSurnames: Record<Job, string> = {
  PROGRAMMER: 'Byte',
  FARMER: 'Fields',
  CHEF: 'Saffron',
  MECHANIC: 'Gearwell',
  BLOGGER: 'Posts',
  HAIRDRESSER: 'Shears',
  NURSE: 'Care',
  TUTOR: 'Lessons',
  TAXI_DRIVER: 'Rides',
  CARPENTER: 'Timber',
};

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;
const between = (low: number, high: number) => low + randomInt(high - low + 1);

/** A random character of `type`: any job, stats between 40 and 90, income in the type's band. */
export function randomCharacter(type: CharacterType): NewCharacter {
  const job = pick(jobs);
  const [low, high] = baseRateBand[type];
  return {
    name: `${pick(firstNames)} ${jobSurnames[job]}`,
    image: characterImagePath(job),
    job,
    characterType: type,
    knowledge: between(40, 90),
    experience: between(10, 60),
    energy: between(60, 100),
    happiness: between(50, 95),
    baseRate: between(low * 4, high * 4) / 4,
  };
}

const demo = (
  name: string,
  job: Job,
  characterType: CharacterType,
  [knowledge, experience, energy, happiness]: [number, number, number, number],
  baseRate: number,
  withImage = true,
): NewCharacter => ({
  name,
  image: withImage ? characterImagePath(job) : null,
  job,
  characterType,
  knowledge,
  experience,
  energy,
  happiness,
  baseRate,
});

/** The demo account's nine characters: eight jobs, all four types, one without a portrait. */
export const demoRoster: NewCharacter[] = [
  demo('Ada Byte', 'PROGRAMMER', 'PETA', [82, 64, 90, 75], 6.5),
  demo('Sara Fields', 'FARMER', 'PETA', [45, 70, 55, 88], 5),
  demo('Lorenzo Saffron', 'CHEF', 'PETA', [60, 35, 100, 60], 5.25, false),
  demo('Bella Posts', 'BLOGGER', 'BETA', [70, 50, 65, 92], 12),
  demo('Hana Shears', 'HAIRDRESSER', 'BETA', [55, 80, 8, 20], 14.5),
  demo('Nora Care', 'NURSE', 'ATA', [91, 77, 68, 81], 26),
  demo('Theo Lessons', 'TUTOR', 'ATA', [100, 100, 100, 100], 28.4),
  demo('Carla Timber', 'CARPENTER', 'ALPHA', [84, 92, 47, 70], 64),
  demo('Linus Byte', 'PROGRAMMER', 'ALPHA', [99, 88, 35, 66], 78.5),
];
