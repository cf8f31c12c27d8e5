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
  return Object.fromEntries(
    Object.entries(def.fields).map(([k, f]) => [k, f.default ?? (f.kind === 'bool' ? false : f.kind === 'ref' || f.kind === 'int' || f.kind === 'decimal' ? null : '')]),
  );
}
