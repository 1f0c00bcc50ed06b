/**
 * `@izi/domain`: the product's fixed values, each declared once. A leaf: it imports nothing from
 * the workspace or from npm, so every package may import it (`ui` included) and tree shaking keeps
 * only what a bundle uses.
 */
export * from './values';
export * from './art';
export * from './catalogs';
export * from './discount';
export * from './catalog-texts';
