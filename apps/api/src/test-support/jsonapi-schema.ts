// The official JSON:API schema, compiled once: every API response a test sees is checked. A copy of
// shared/spec/standards/jsonapi-schema.json (jsonapi.org, CC0 1.0) lives beside this file so tests read nothing
// outside the repository — a git worktree has no shared/ folder beside it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const schemaPath = fileURLToPath(new URL('./jsonapi-schema.json', import.meta.url));
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')));

export function jsonApiViolations(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
