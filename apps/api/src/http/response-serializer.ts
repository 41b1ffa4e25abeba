// Responses are serialized through their declared zod schema, turned into JSON Schema for fast-json-stringify:
// a field a presenter sets that the contract does not declare never leaves the server, and serializing is
// faster than JSON.stringify.
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * fast-json-stringify picks a oneOf branch by validating the whole value against each branch, which costs
 * more than the serialization and rejects harmless extra fields. JSON:API resources are told apart by their
 * `type`, so a oneOf whose branches each fix `type` becomes an if/then/else chain on that one property.
 */
function chainOnType(node: unknown, definitions: Record<string, JsonSchema>): unknown {
  if (Array.isArray(node)) return node.map((item) => chainOnType(item, definitions));
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = chainOnType(value, definitions);
  const branches = out.oneOf;
  if (!Array.isArray(branches)) return out;
  const types = branches.map((branch: JsonSchema) => {
    const target = typeof branch.$ref === 'string' ? definitions[branch.$ref.split('/').pop() ?? ''] : branch;
    const type = (target?.properties as JsonSchema | undefined)?.type;
    return isObject(type) && typeof type.const === 'string' ? type.const : undefined;
  });
  if (types.some((type) => type === undefined)) return out;
  delete out.oneOf;
  let chain: JsonSchema = {};
  for (let i = branches.length - 1; i >= 0; i--) {
    chain = {
      if: { type: 'object', properties: { type: { const: types[i] } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else keywords, not a promise.
      then: branches[i],
      else: chain,
    };
  }
  return Object.assign(out, chain);
}

const COMBINATORS = ['anyOf', 'oneOf', 'allOf', '$ref', 'if', 'not'];

/**
 * zod writes `.nullable()` on an object, an enum, a described string or a bounded number as
 * `anyOf: [<it>, {type: 'null'}]`, and fast-json-stringify serializes an anyOf by validating the value against
 * each branch with ajv in turn: a dozen validations of whole objects per order listed (bench:api profile), and a
 * first request slowed by compiling them. The same contract as a type list (`type: ['object', 'null']`) is
 * serialized by a `=== null` test.
 */
function nullableAsTypeList(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypeList);
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableAsTypeList(value);
  const branches = out.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return out;
  const nullIndex = branches.findIndex(
    (b) => isObject(b) && b.type === 'null' && Object.keys(b).length === 1,
  );
  const other = branches[1 - nullIndex] as unknown;
  if (nullIndex < 0 || !isObject(other) || typeof other.type !== 'string') return out;
  if (COMBINATORS.some((keyword) => keyword in other)) return out;
  const { anyOf: _, ...rest } = out;
  const merged: JsonSchema = { ...other, ...rest, type: [other.type, 'null'] };
  // An enum or a constant must admit the null it is now allowed to be.
  if (Array.isArray(other.enum)) merged.enum = [...other.enum, null];
  if ('const' in other) {
    delete merged.const;
    merged.enum = [other.const, null];
  }
  return merged;
}

export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  const definitions = (json.definitions ?? {}) as Record<string, JsonSchema>;
  return nullableAsTypeList(chainOnType(json, definitions)) as JsonSchema;
}

/** Unions declared with `representations`: which option serializes a given reply. */
const pickers = new WeakMap<z.ZodType, (value: unknown) => number>();

/**
 * A response with more than one representation of the same resource (the full document, or the minimal one a
 * client asks for with `Prefer: return=minimal`): the OpenAPI document shows each as a `oneOf` branch, and each
 * reply is serialized by the branch `pick` names, instead of fast-json-stringify validating it against every
 * branch in turn.
 */
export function representations<const T extends readonly [z.ZodType, z.ZodType, ...z.ZodType[]]>(
  options: T,
  pick: (value: z.output<T[number]>) => number,
) {
  const union = z.union(options);
  pickers.set(union, pick as (value: unknown) => number);
  return union;
}

type Serializer = (data: unknown) => string;

/**
 * Serializers by the JSON Schema they were compiled from: many routes declare the same contract (every error
 * response, a resource's document for its reads and writes), and each server built in one process (a test file
 * starts its own) declares them again as new zod objects. Compiling one costs a millisecond or more; a server
 * has hundreds.
 */
const compiledByContract = new Map<string, Serializer>();

function compile(schema: z.ZodType): Serializer {
  const json = responseJsonSchema(schema);
  // A 204 declares z.null(): nothing to write.
  if (json.type === 'null') return () => '';
  const contract = JSON.stringify(json);
  let serializer = compiledByContract.get(contract);
  if (!serializer) {
    serializer = fastJson(json, { ajv: { strict: false } }) as Serializer;
    compiledByContract.set(contract, serializer);
  }
  return serializer;
}

export function serializerCompiler({ schema }: { schema: unknown }): Serializer {
  if (!(schema instanceof z.ZodType)) return (data: unknown) => JSON.stringify(data);
  const pick = pickers.get(schema);
  if (pick && schema instanceof z.ZodUnion) {
    const serializers = (schema.options as z.ZodType[]).map(compile);
    return (data: unknown) => serializers[pick(data)]!(data);
  }
  return compile(schema);
}
