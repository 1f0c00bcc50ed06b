/** A username field's input settings: no capital, no spelling, the text's own direction. */
export const usernameInputProps = {
  autoComplete: 'username',
  autoCapitalize: 'none',
  spellCheck: false,
  dir: 'auto',
} as const;
