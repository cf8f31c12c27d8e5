import { useEffect, useRef, useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { dropDraft, readDraft, writeDraft } from './draft.ts';
import { useUnsavedChanges } from './unsaved-changes.ts';

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
