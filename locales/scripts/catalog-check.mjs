// The rules every translated catalog must keep against the English source catalog.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const ARGUMENT_KINDS = {
  [TYPE.argument]: 'string',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** The ICU arguments of a message as sorted `name:kind` strings (tags included). */
export function icuArguments(message) {
  const found = new Set();
  const walk = (elements) => {
    for (const el of elements) {
      const kind = ARGUMENT_KINDS[el.type];
      if (kind) found.add(`${el.value}:${kind}`);
      if (el.type === TYPE.select || el.type === TYPE.plural) {
        for (const option of Object.values(el.options)) walk(option.value);
      }
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/**
 * Problems of one translated catalog against the source: missing, empty, extra, broken or
 * mismatched. An empty translation would be a nameless button or an unlabelled field.
 */
export function compareCatalogs(source, translated, locale) {
  const problems = [];
  for (const [id, message] of Object.entries(source)) {
    if (!(id in translated)) {
      problems.push(`${locale}: missing message "${id}"`);
      continue;
    }
    if (message.trim() !== '' && translated[id].trim() === '') {
      problems.push(`${locale}: "${id}" is empty`);
      continue;
    }
    let expected;
    let actual;
    try {
      expected = icuArguments(message).join(', ');
      actual = icuArguments(translated[id]).join(', ');
    } catch (error) {
      problems.push(`${locale}: "${id}" is not valid ICU (${error.message})`);
      continue;
    }
    if (expected !== actual) {
      problems.push(`${locale}: "${id}" has arguments [${actual}], English has [${expected}]`);
    }
  }
  for (const id of Object.keys(translated)) {
    if (!(id in source)) problems.push(`${locale}: "${id}" is not in the English catalog`);
  }
  return problems;
}
