import { callNames, requestSchemas, type CallName } from '@izi/api';
import { openApiDocument } from '@izi/api/openapi';
import * as z from 'zod/mini';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { answerExamples } from './openapi-examples';

const document = openApiDocument(await answerExamples());
const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods)) as {
  operationId: CallName;
  tags: string[];
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
  requestBody?: { content: Record<string, { example?: unknown }> };
}[];

describe('the OpenAPI document', () => {
  it('is the committed packages/api/src/openapi/openapi.json (`npm run openapi` writes it)', async () => {
    await expect(`${JSON.stringify(document, null, 2)}\n`).toMatchFileSnapshot(
      '../../packages/api/src/openapi/openapi.json',
    );
  });

  it("passes Redocly's recommended rules with no error and no warning", () => {
    const root = new URL('../../', import.meta.url).pathname;
    const lint = spawnSync(
      'node_modules/.bin/redocly',
      ['lint', 'packages/api/src/openapi/openapi.json', '--format', 'json'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
    );
    const report = JSON.parse(lint.stdout) as { problems: { ruleId: string; message: string }[] };
    expect(report.problems.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([]);
    expect(lint.status).toBe(0);
  });

  it("lists every call of the table once, izi's own tagged so", () => {
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      [...callNames].sort(),
    );
    const logout = operations.find((operation) => operation.operationId === 'logout');
    expect(logout?.tags).toContain("izi's own");
    const login = operations.find((operation) => operation.operationId === 'login');
    expect(login?.tags).not.toContain("izi's own");
  });

  it('shows an example answer for every call, from the mocks', () => {
    const without = operations
      .filter((operation) => {
        const ok = operation.responses['200']?.content?.['application/json'];
        return ok?.example === undefined && !operation.responses['204'];
      })
      .map((operation) => operation.operationId);
    expect(without).toEqual([]);
  });

  it('shows for every call with a body an example the server would accept', () => {
    for (const operation of operations) {
      const schema = (requestSchemas as Partial<Record<CallName, z.ZodMiniType>>)[
        operation.operationId
      ];
      if (!schema) continue;
      const example = operation.requestBody?.content['application/json']?.example;
      expect(z.safeParse(schema, example).success, operation.operationId).toBe(true);
    }
  });
});
