/** The contract as an OpenAPI document, and the examples it shows (`@izi/api/openapi`). */
export { openApiDocument, jsonSchemaOf, type CallExample } from './document';
export { idExamples, requestExamples } from './examples';
