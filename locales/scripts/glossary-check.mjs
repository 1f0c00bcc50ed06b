// The glossary's rule: a translated catalog never uses a spelling the glossary forbids.
// locales/glossary.json holds, for each term, its one word per locale and the forbidden other
// spellings as regular expressions (flag u); locales/GLOSSARY.md documents it.

/** Problems of one catalog against the glossary: one line per message that uses a forbidden spelling. */
export function glossaryProblems(glossary, catalog, locale) {
  const problems = [];
  for (const [term, entry] of Object.entries(glossary.terms)) {
    for (const pattern of entry.forbidden?.[locale] ?? []) {
      const regex = new RegExp(pattern, 'u');
      for (const [id, message] of Object.entries(catalog)) {
        const found = regex.exec(message);
        if (found) {
          problems.push(
            `${locale}: "${id}" writes "${found[0]}" for ${term}; the glossary says "${entry[locale]}"`,
          );
        }
      }
    }
  }
  return problems;
}
