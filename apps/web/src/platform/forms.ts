import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api.ts';

/** Puts the server's field messages on the form's fields; answers the general message. */
export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>): string {
  if (!(err instanceof ApiError)) return String(err);
  for (const [field, message] of Object.entries(err.fields)) setError(field as Path<T>, { type: 'server', message });
  return err.message;
}
