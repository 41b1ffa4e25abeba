// The official JSON:API schema (jsonapi.org, CC0 1.0; copied beside this file, see jsonapi-schema.NOTICE.md),
// compiled once: every API response a test sees is checked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const schemaPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'jsonapi-schema.json');
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')));

export function jsonApiViolations(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
