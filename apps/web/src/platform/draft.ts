import { useEffect, useRef, useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { sessionStore } from './session-store.ts';
import { useUnsavedChanges } from './unsaved-changes.tsx';

/*
 * Drafts: what a form holds and has not saved, kept in this browser under the signed-in user, so a
 * reload, a crash or a closed tab loses nothing. A draft goes when the form is saved or discarded,
 * and every draft goes when the user signs out (a shared computer keeps none).
 */

const prefix = 'borrador:';
const keyOf = (name: string) => {
  const user = sessionStore.user();
  return user ? `${prefix}${user.usuarioId}:${name}` : null;
};

type Draft<T> = { values: T; at: string };

export function readDraft<T>(name: string): Draft<T> | null {
  const key = keyOf(name);
  const text = key ? localStorage.getItem(key) : null;
  try {
    return text ? (JSON.parse(text) as Draft<T>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(name: string, values: unknown) {
  const key = keyOf(name);
  if (key) localStorage.setItem(key, JSON.stringify({ values, at: new Date().toISOString() }));
}

export function dropDraft(name: string) {
  const key = keyOf(name);
  if (key) localStorage.removeItem(key);
}

/** Every draft of every user of this browser (at sign-out). */
export function dropAllDrafts() {
  for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
}

/**
 * Keeps a form's unsaved values as a draft named `name` while it is dirty, and puts a draft left from
 * before back into the form once `ready` (its saved values loaded): the form is then dirty against
 * what was saved. A draft goes when the form is saved (`saved`), discarded (`discard`), or left
 * through the unsaved-changes question's "leave without saving". Answers when the restored draft was
 * written (null when none was).
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, name: string, ready: boolean) {
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const restored = useRef(false);
  const values = useWatch({ control: form.control });
  const dirty = form.formState.isDirty;
  useUnsavedChanges(dirty, () => dropDraft(name));
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const draft = readDraft<T>(name);
    if (!draft) return;
    if (JSON.stringify(draft.values) === JSON.stringify(form.getValues())) return dropDraft(name); // nothing left unsaved
    form.reset(draft.values, { keepDefaultValues: true });
    setRestoredAt(draft.at);
  }, [ready, name, form]);
  // Written from an effect, after a change has been drawn: never halfway through a screen closing.
  useEffect(() => {
    if (restored.current && dirty) writeDraft(name, values);
  }, [name, values, dirty]);
  return {
    restoredAt,
    /** Back to what was saved, the draft gone. */
    discard: () => {
      dropDraft(name);
      form.reset();
      setRestoredAt(null);
    },
    /** After a save: the draft is no longer needed. */
    saved: () => {
      dropDraft(name);
      setRestoredAt(null);
    },
  };
}
