// Checks a value against a schema of the API's own OpenAPI document, for what no response serializer checks
// (the data of the live stream's events): the document's named components are compiled with ajv so that a
// `$ref: '#/components/schemas/…'` resolves as it does for a reader of the document.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, any>;

const DOCUMENT_ID = 'https://cargolens.invalid/openapi.json';

/** A validator of schemas taken from `document`; each returns what is wrong with a value, nothing when valid. */
export function documentedSchemas(document: Json) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  // The generator stamps each component with `$id: '#/components/schemas/Name'`, a fragment ajv refuses as an id.
  const schemas = Object.fromEntries(
    Object.entries((document.components?.schemas ?? {}) as Json).map(
      ([name, { $id, $schema, ...schema }]) => [name, schema],
    ),
  );
  ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas } });
  return {
    violations(schema: Json, value: unknown): string[] {
      const validate = ajv.compile(rebased(schema));
      if (validate(value)) return [];
      return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
    },
  };
}

/** `#/components/…` inside a schema taken out of the document still points into the document. */
function rebased(schema: unknown): any {
  if (Array.isArray(schema)) return schema.map(rebased);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `${DOCUMENT_ID}${value}`
        : rebased(value),
    ]),
  );
}
