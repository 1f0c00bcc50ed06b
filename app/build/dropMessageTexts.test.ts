import { describe, expect, it } from 'vitest';
import { dropMessageTexts } from './dropMessageTexts';
import { context, handlerOf } from './testing/hooks';

function transform(code: string, id = '/app/src/Login.messages.ts') {
  const result = handlerOf(dropMessageTexts()[0]?.transform).call(context, code, id);
  return (result as { code: string } | undefined)?.code;
}

describe('dropMessageTexts', () => {
  it("keeps only the ids of a module's message descriptors", () => {
    const code = transform(`import { defineMessages } from 'react-intl';
export const messages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Sign in', description: 'The heading' },
  greeting: {
    id: 'login.greeting',
    defaultMessage: \`Hello {name}\`,
  },
});
`);
    expect(code).toMatch(/id: ["']login\.title["']/);
    expect(code).toMatch(/id: ["']login\.greeting["']/);
    expect(code).not.toMatch(/defaultMessage|description|Sign in|The heading|Hello/);
  });

  it('leaves data that only looks like a message alone', () => {
    const code = `export const item = { id: 'sword', description: 'A blade' };\n`;
    expect(transform(code) ?? code).toBe(code);
  });

  it('runs only in the build, before the other transforms', () => {
    expect(dropMessageTexts()).toMatchObject([{ apply: 'build', enforce: 'pre' }]);
  });
});
