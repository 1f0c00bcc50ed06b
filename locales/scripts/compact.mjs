// The compact form of a compiled message (react-intl's AST) in the app's catalogs
// (locales/compiled/app, written by compile.mjs); src/expand.ts turns it back, and
// compact.test.mjs proves the round trip on every message of every catalog:
// - a message that is one literal text is that string;
// - otherwise an array of its elements, where a literal text is its string, a simple argument
//   (`{name}`) is `[name]`, and any other element (plural, select, number, date, tag, #) is
//   the AST's own object, with the messages it holds (options, children) compact in turn.

/** @param {{ type: number, value?: unknown }[]} message */
export function compact(message) {
  if (message.length === 1 && message[0].type === 0) return message[0].value;
  return message.map((element) => {
    if (element.type === 0) return element.value;
    if (element.type === 1) return [element.value];
    const copy = { ...element };
    if (copy.options)
      copy.options = Object.fromEntries(
        Object.entries(copy.options).map(([key, option]) => [
          key,
          { ...option, value: compact(option.value) },
        ]),
      );
    if (copy.children) copy.children = compact(copy.children);
    return copy;
  });
}
