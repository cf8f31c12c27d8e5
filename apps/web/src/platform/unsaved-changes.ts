import { useLayoutEffect, useRef } from 'react';

/*
 * The unsaved-changes guard. A form with changes not yet saved says so (`useUnsavedChanges`); while
 * any does, leaving the screen inside the app asks first (`UnsavedChangesDialog.tsx`, one per shell:
 * a router holds one blocker), and reloading or closing the tab makes the browser ask. Only effects
 * touch the set, so a page drawn on the server never does. No component here: sign-out (part of the
 * first load) uses this file.
 */

/** The forms with unsaved changes, each with what to do if the user leaves them (drop its draft, `draft.ts`). */
const dirtyForms = new Map<symbol, (() => void) | undefined>();
const askTheBrowser = (e: BeforeUnloadEvent) => {
  e.preventDefault();
  e.returnValue = ''; // older browsers ask only when this is set
};

/** Marks this form as holding unsaved changes while `dirty` is true; `onLeave` runs if the user leaves without saving. */
export function useUnsavedChanges(dirty: boolean, onLeave?: () => void) {
  const leave = useRef(onLeave);
  leave.current = onLeave;
  // In the commit itself, not after paint: the moment a form shows saved, leaving no longer asks.
  useLayoutEffect(() => {
    if (!dirty) return;
    const me = Symbol('form');
    dirtyForms.set(me, () => leave.current?.());
    if (dirtyForms.size === 1) addEventListener('beforeunload', askTheBrowser);
    return () => {
      dirtyForms.delete(me);
      if (dirtyForms.size === 0) removeEventListener('beforeunload', askTheBrowser);
    };
  }, [dirty]);
}

/** Signed out, there is nothing left to stay for: the screens' changes are let go (drafts stay, `draft.ts`). */
export function forgetUnsavedChanges() {
  dirtyForms.clear();
  removeEventListener('beforeunload', askTheBrowser);
}

/** Forms being sent now: a screen that moves on once its save is done goes without a question. */
let sending = 0;
export async function whileSending<T>(work: () => Promise<T>): Promise<T> {
  sending++;
  try {
    return await work();
  } finally {
    sending--;
  }
}

/** Whether any form on screen holds unsaved changes (and none is being sent). */
export const anyUnsavedChanges = () => dirtyForms.size > 0 && sending === 0;

/**
 * The user chose to leave without saving: each form does what it does then (drops its draft), and
 * the forms are let go at once — the screen being left may stay drawn until the next one has loaded,
 * and a reload or a typed address in that moment must not ask again.
 */
export function leaveWithoutSaving() {
  for (const onLeave of dirtyForms.values()) onLeave?.();
  forgetUnsavedChanges();
}
