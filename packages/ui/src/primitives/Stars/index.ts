export { clampStars, MAX_STARS, Stars, type StarsProps } from './Stars';
