// npm run db:types
import { writeFileSync } from 'node:fs';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from './schema-types';

writeFileSync(SCHEMA_TYPES_FILE, await generateSchemaTypes());
console.log(`wrote ${SCHEMA_TYPES_FILE}`);
