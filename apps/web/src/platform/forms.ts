import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { ZodType } from 'zod';
import { issueMessage, type IssueLike } from '@claustro/domain/platform/issues';
import type { Label, Lang } from '@claustro/domain/platform/i18n';
import { ApiError } from './api.ts';

/** Puts the server's field messages on the form's fields; answers the general message. */
export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>): string {
  if (!(err instanceof ApiError)) return String(err);
  for (const [field, message] of Object.entries(err.fields)) setError(field as Path<T>, { type: 'server', message });
  return err.message;
}

/**
 * Validates a form with a contract's input schema (the one the server checks) and says each problem
 * the way the server would: naming the field by its label, in the user's language.
 */
export function contractResolver<T extends FieldValues>(schema: ZodType, labels: Record<string, Label>, lang: Lang): Resolver<T> {
  return async (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values: parsed.data as T, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.');
      const field = String(issue.path[0] ?? '');
      errors[key] ??= { type: issue.code, message: issueMessage(issue as IssueLike, labels[field]?.[lang] ?? field, lang) };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
