import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * The response serializer (decision 025). A route's zod response schema is compiled ONCE, at start-up, to JSON
 * Schema (what the client receives: zod's `output` side) and from there to a fast-json-stringify function: the
 * answer is written field by field from the schema, so a field the schema does not name never leaves the server
 * (a presenter that adds a field by mistake leaks nothing) and nothing is validated twice on the hot path.
 * A schema JSON Schema cannot express (a transform, a custom refinement on the output, a Date) keeps the zod
 * serializer, which checks and encodes with zod before JSON.stringify.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const fallback = zodSerializerCompiler(route as RouteSchema);
  const compiled = compileStringify(route.schema);
  if (!compiled) return fallback;
  return (data) => {
    try {
      return compiled(data);
    } catch {
      // fast-json-stringify refuses an answer that misses a required field; zod says which one (a 500 either way).
      return fallback(data);
    }
  };
};

/** The fast-json-stringify function of a zod schema, or undefined when it has no faithful JSON Schema. */
export function compileStringify(schema: unknown): ((data: unknown) => string) | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    return fastJson(forStringify(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}

type Json = Record<string, unknown>;

/**
 * Two rewrites that keep the meaning for serialization and make fast-json-stringify fast and forgiving:
 * - `additionalProperties: false` is dropped: fast-json-stringify writes only the named properties anyway, and
 *   inside an `anyOf` it would make an object with one extra field match no branch (and fail the answer);
 * - a nullable value (`anyOf: [X, { type: 'null' }]`, zod's `.nullable()`) becomes `type: [X.type, 'null']`,
 *   written directly instead of choosing a branch by validating the value at run time.
 */
function forStringify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forStringify);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = forStringify(value);
  }
  const anyOf = out.anyOf as Json[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && typeof other?.type === 'string' && !other.anyOf && !other.oneOf) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}
