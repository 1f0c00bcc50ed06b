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
// The app's catalogs (scripts/compile.mjs): the shared ids, and each locale's compact messages.
declare module '*/compiled/app/ids.json' {
  const ids: string;
  export default ids;
}
declare module '*/compiled/app/en.json' {
  import type { CompactMessage } from './types';
  const messages: CompactMessage[];
  export default messages;
}
declare module '*/compiled/app/es.json' {
  import type { CompactMessage } from './types';
  const messages: CompactMessage[];
  export default messages;
}
declare module '*/compiled/app/fa.json' {
  import type { CompactMessage } from './types';
  const messages: CompactMessage[];
  export default messages;
}
declare module '*/compiled/app/ar.json' {
  import type { CompactMessage } from './types';
  const messages: CompactMessage[];
  export default messages;
}
