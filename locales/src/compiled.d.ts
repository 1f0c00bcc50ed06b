// The compiled catalogs are generated (npm run i18n:compile); their shape is react-intl's AST.
declare module '*/compiled/fa.json' {
  const messages: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}
declare module '*/compiled/en.json' {
  const messages: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}
declare module '*/compiled/es.json' {
  const messages: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}
declare module '*/compiled/ar.json' {
  const messages: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}
