import { sessionStore } from './session-store.ts';

/*
 * Drafts: what a form holds and has not saved, kept in this browser under the signed-in user, so a
 * reload, a crash or a closed tab loses nothing. A draft goes when the form is saved or discarded,
 * and every draft goes when the user signs out (a shared computer keeps none). The form's side is
 * `useFormDraft` (`form-draft.ts`); this store is light enough for the first load (sign-out uses it).
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
