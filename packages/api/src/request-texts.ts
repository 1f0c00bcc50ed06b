/** The texts of a request refused before any area looks at it, shared by the server and the mocks. */
export const requestTexts = {
  badItemId: 'Item id must be a positive whole number.',
  noBody: 'The request needs a JSON body.',
  notJson: 'The request body is not valid JSON.',
  notJsonType: 'The request body must be JSON, sent with Content-Type: application/json.',
  tooLarge: 'The request body is too large.',
  notFound: (method: string, path: string) => `Not found: ${method} ${path}`,
  notAllowed: (method: string, path: string) => `Method ${method} is not allowed on ${path}.`,
} as const;
