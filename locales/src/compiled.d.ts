// The compiled catalogs are generated (npm run i18n:compile); their shape is react-intl's AST.
declare module '*/compiled/fa.json' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*/compiled/en.json' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*/compiled/es.json' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*/compiled/ar.json' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*/compiled/stories/fa.json' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*/compiled/stories/en.json' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*/compiled/stories/es.json' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*/compiled/stories/ar.json' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
