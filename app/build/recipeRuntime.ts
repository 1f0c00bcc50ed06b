/**
 * The app build's stand-in for `@vanilla-extract/recipes/createRuntimeFn` (aliased in
 * app/vite.config.ts): the function each `recipe()` of packages/ui becomes at run time, picking
 * the class names of a selection of variants. It gives the same answer (recipeRuntime.test.ts
 * compares the two) without the package's object-spread helpers and without the `variants()` and
 * `classNames` accessors, which nothing uses, so the bundle is smaller.
 */
type Selection = Record<string, string | number | boolean | null | undefined>;

interface RuntimeConfig {
  defaultClassName: string;
  variantClassNames: Record<string, Record<string, string>>;
  defaultVariants: Selection;
  compoundVariants: [Selection, string][];
}

export function createRuntimeFn(config: RuntimeConfig) {
  const { defaultClassName, variantClassNames, defaultVariants, compoundVariants } = config;
  return (options?: Selection) => {
    const selections: Selection = { ...defaultVariants, ...options };
    const chosen = (name: string) => selections[name] ?? defaultVariants[name];
    let className = defaultClassName;
    for (const name in selections) {
      const selection = chosen(name);
      const variant = selection == null ? undefined : variantClassNames[name]?.[String(selection)];
      if (variant) className += ` ${variant}`;
    }
    for (const [check, compound] of compoundVariants)
      if (Object.keys(check).every((name) => check[name] === chosen(name)))
        className += ` ${compound}`;
    return className;
  };
}
