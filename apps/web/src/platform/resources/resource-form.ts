import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ResourceDef } from '@claustro/domain/platform/resource';
import { inputSchema } from '@claustro/domain/platform/resource-schema';
import { issueMessage } from '@claustro/domain/platform/issues';
import type { Lang } from '@claustro/domain/platform/i18n';

type Values = Record<string, unknown>;

/** Validates a form with the declaration's schema and says problems exactly as the server would. */
export function resourceResolver(def: ResourceDef, lang: Lang): Resolver<Values> {
  const schema = inputSchema(def);
  return async (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      const problems = def.check?.(parsed.data);
      if (!problems) return { values: parsed.data as Values, errors: {} };
      return { values: {}, errors: Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, { type: 'check', message: m[lang] }])) };
    }
    const errors: FieldErrors<Values> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      const child = def.children?.[field];
      if (child) {
        // `sedes` (the list) or `periodoProcesosDet.0.fechaFin` (a field of one row).
        const key = issue.path.map(String).join('.');
        const f = issue.path.length > 2 ? child.fields[String(issue.path[2])] : undefined;
        errors[key] ??= { type: issue.code, message: issueMessage(issue as never, (f ?? child).label[lang], lang) };
        continue;
      }
      const f = def.fields[field];
      if (!f || errors[field]) continue;
      const message = f.pattern && issue.code === 'invalid_format' ? f.pattern.message[lang] : issueMessage(issue as never, f.label[lang], lang);
      errors[field] = { type: issue.code, message };
    }
    return { values: {}, errors };
  };
}

/** Empty form values for a new record: declared defaults, else blank. */
export function blankValues(def: ResourceDef): Values {
  return {
    ...Object.fromEntries(
      Object.entries(def.fields).map(([k, f]) => [
        k,
        f.default ?? (f.kind === 'bool' ? false : f.kind === 'ref' || f.kind === 'int' || f.kind === 'decimal' ? null : ''),
      ]),
    ),
    ...Object.fromEntries(Object.entries(def.children ?? {}).map(([k, c]) => [k, Array.from({ length: c.initialRows ?? 0 }, () => ({}))])),
  };
}
