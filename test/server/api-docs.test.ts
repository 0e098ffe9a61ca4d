// GET /api/docs: the OpenAPI description built from the route schemas (plugins/api-docs.ts). It must
// list the routes with the schemas they validate, and hold together as a document: every operation
// answers something, every path parameter is declared, every $ref points somewhere.
import { createTestApp, type TestApp } from './helpers/test-app';

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses?: Record<string, { description?: string }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  doc = response.json();
});
afterAll(() => t.close());

const bodySchemaOf = (operation: Operation | undefined) =>
  operation?.requestBody?.content['application/json']?.schema;

describe('GET /api/docs', () => {
  test('answers without a session: an OpenAPI 3 document', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
  });

  test('describes the API routes with the schemas they validate', () => {
    const contract = doc.paths['/api/crud/contract/{id}'];
    expect(Object.keys(contract).sort()).toEqual(['delete', 'get', 'put']);
    expect(contract.get.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(bodySchemaOf(contract.put)).toMatchObject({ type: 'object' });
    expect(bodySchemaOf(contract.put)?.properties).toHaveProperty('contract');
    expect(bodySchemaOf(contract.delete)?.required).toEqual(['reason_for_cancel']);

    expect(bodySchemaOf(doc.paths['/auth/login'].post)).toMatchObject({
      type: 'object',
      properties: { email: { type: 'string' }, password: { type: 'string' } },
      required: ['email', 'password'],
    });
    expect(bodySchemaOf(doc.paths['/api/apply_payment'].post)).toMatchObject({
      type: 'object',
      properties: { contract_id: { type: 'integer' } },
      required: ['contract_id'],
    });
    expect(doc.paths['/api/apply_payment'].post.responses?.['200']).toBeDefined();
  });

  test('leaves out what is not API: the client files, the document itself', () => {
    for (const path of Object.keys(doc.paths)) expect(path).toMatch(/^\/(api|auth)\//);
    expect(doc.paths['/api/docs']).toBeUndefined();
  });

  test('holds together: operations answer, path parameters are declared, $refs resolve', () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        if (!METHODS.has(method)) problems.push(`${where}: not an HTTP method`);
        const responses = Object.entries(operation.responses ?? {});
        if (responses.length === 0) problems.push(`${where}: no responses`);
        for (const [code, response] of responses) {
          if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(code)) problems.push(`${where}: response ${code}`);
          if (typeof response.description !== 'string') problems.push(`${where} ${code}: no description`);
        }
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
        for (const name of templated) {
          if (!declared.some((p) => p.name === name && p.required === true)) {
            problems.push(`${where}: path parameter ${name} undeclared`);
          }
        }
        for (const p of declared) {
          if (!templated.includes(p.name)) problems.push(`${where}: ${p.name} is not in the path`);
        }
      }
    }
    const text = JSON.stringify(doc);
    // OpenAPI 3.1 schemas are JSON Schema: null is a type (schemas.ts nullable), 3.0's `nullable` is not.
    if (text.includes('"nullable":')) problems.push('the 3.0 keyword nullable (write type: [..., "null"])');
    for (const [, ref] of text.matchAll(/"\$ref":"([^"]*)"/g)) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc as unknown);
      if (!ref.startsWith('#/') || target === undefined) problems.push(`$ref ${ref} resolves to nothing`);
    }
    expect(problems).toEqual([]);
  });
});
