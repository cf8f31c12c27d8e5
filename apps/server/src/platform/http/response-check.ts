import type { z } from 'zod';

/**
 * Where a response schema lets unnamed data through, or cannot encode an answer at all (a transform,
 * from an input schema reused as output) (a loose object, `unknown`, `any`, a record of
 * anything): the response schema is the filter of what leaves the server (CONVENTIONS "Layers"), so
 * every such hole is a place where a column nobody meant to publish could leak. Answers the paths
 * of the holes found, empty when the schema names everything.
 */
export function looseParts(schema: z.ZodType, at = '$'): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const inner = (s: unknown, path = at) => looseParts(s as z.ZodType, path);
  switch (def.type) {
    case 'any':
    case 'unknown':
      return [at];
    case 'object': {
      const catchall = def.catchall as z.ZodType | undefined;
      const own = catchall && (catchall as unknown as { _zod: { def: { type: string } } })._zod.def.type !== 'never' ? [`${at}.*`] : [];
      const shape = def.shape as Record<string, z.ZodType>;
      return [...own, ...Object.entries(shape).flatMap(([k, s]) => inner(s, `${at}.${k}`))];
    }
    case 'record':
      return inner(def.valueType, `${at}[*]`);
    case 'array':
      return inner(def.element, `${at}[]`);
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((s, i) => inner(s, `${at}[${i}]`));
    case 'union':
      return (def.options as z.ZodType[]).flatMap((s) => inner(s));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    // A transform cannot encode an answer (zod refuses at run time): an input schema used as an output.
    case 'transform':
      return [`${at} (transform: use an output schema)`];
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    default:
      return [];
  }
}

/** The success schema of a route's responses, if it declares one. */
export function successSchema(response: Record<string, unknown> | undefined): z.ZodType | undefined {
  if (!response) return undefined;
  const key = Object.keys(response).find((k) => /^2\d\d$/.test(k));
  return key ? (response[key] as z.ZodType) : undefined;
}
