import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type UseFormReturn,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import { z, type ZodType } from 'zod';
import { issueMessage, labelAt, type IssueLike } from '@claustro/domain/platform/issues';
import type { Label, Lang } from '@claustro/domain/platform/i18n';
import { ApiError } from './api.ts';
import { currentLang } from './i18n.ts';
import { useUnsavedChanges, whileSending } from './unsaved-changes.ts';

/**
 * Puts the server's field messages on the form's fields, moving the focus to the first of them (a
 * keyboard or screen-reader user lands on what to correct); answers the general message. A problem
 * with a value the form holds but shows no input for (`unshown`: the student found by matrícula, the
 * charges ticked) is the general message instead, so it is said where the user sees it.
 */
export function applyServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, unshown: readonly string[] = []): string {
  if (!(err instanceof ApiError)) return String(err);
  Object.entries(err.fields).forEach(([field, message], i) => setError(field as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }));
  return unshown.map((f) => err.fields[f]).find(Boolean) ?? err.message;
}

/**
 * Validates a form with a contract's input schema (the one the server checks) and says each problem
 * the way the server would: naming the field by its label, in the user's language.
 */
export function contractResolver<T extends FieldValues, Out = T>(schema: ZodType, labels: Record<string, Label>, lang: Lang): Resolver<T, unknown, Out> {
  return async (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values: parsed.data as Out, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.');
      errors[key] ??= { type: issue.code, message: issueMessage(issue as IssueLike, labelAt(issue.path, labels, lang), lang) };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/**
 * A react-hook-form form checked by a contract's input schema: its fields typed as the schema takes
 * them, its submit handler given what the schema makes of them (defaults filled, text trimmed).
 */
export function useContractForm<S extends ZodType<FieldValues, FieldValues>>(
  schema: S,
  labels: Record<string, Label>,
  defaultValues: DefaultValues<z.input<S>>,
  /**
   * When fields are checked: on submit, then as they change (react-hook-form's default); `onTouched`
   * from leaving each; `onChange` as each is typed (a grade sheet shows an out-of-range score at once).
   */
  mode: 'onSubmit' | 'onTouched' | 'onChange' = 'onSubmit',
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: contractResolver<z.input<S>, z.output<S>>(schema, labels, currentLang()),
    defaultValues,
    mode,
  });
  useUnsavedForm(form);
  return form;
}

/**
 * Guards a react-hook-form form's unsaved changes (`useUnsavedChanges`) — every form's one guard. It
 * listens to the form's state instead of reading it while drawing, so the form is drawn again only
 * when "unsaved" itself changes; its submit counts as sending (`whileSending`). `active`: false while
 * the form is not on screen (a dialog's form kept by its page).
 */
export function useUnsavedForm(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form: only its state and submit are touched
  form: UseFormReturn<any, any, any>,
  opts: { active?: boolean; onLeave?: () => void } = {},
) {
  const [unsaved, setUnsaved] = useState(false);
  useEffect(() => form.subscribe({ formState: { isDirty: true, errors: true, isSubmitted: true }, callback: (s) => setUnsaved(hasUnsavedChanges(s)) }), [form]);
  const wrapped = useRef<unknown>(null);
  if (wrapped.current !== form) {
    const submit = form.handleSubmit;
    form.handleSubmit = (onValid, onInvalid) => submit((values, event) => whileSending(async () => onValid(values, event)), onInvalid);
    wrapped.current = form;
  }
  useUnsavedChanges((opts.active ?? true) && unsaved, opts.onLeave);
}

/**
 * Whether a form holds changes not saved: changed, and not sent yet — or sent and refused (the
 * server's field messages are on it, `applyServerErrors`). While it is being sent nothing asks
 * (`whileSending`): a screen that goes elsewhere once its save is done goes without a question.
 */
export const hasUnsavedChanges = (s: { isDirty?: boolean; isSubmitSuccessful?: boolean; errors?: object }) =>
  !!s.isDirty && (!s.isSubmitSuccessful || Object.keys(s.errors ?? {}).length > 0);

/** A form's empty text fields as missing values (null), the way the contracts take a field left blank. */
export const blanksAsNull = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === '' ? null : x])) : v;

/**
 * A contract's schema for a form that first tidies what was typed (blanks as null, rows left empty
 * dropped): the same fields in and out, so the form is typed as the contract takes them.
 */
export const tidiedFirst = <S extends ZodType>(tidy: (v: unknown) => unknown, schema: S): S => z.preprocess(tidy, schema) as unknown as S;
