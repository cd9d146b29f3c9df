import { useSyncExternalStore } from 'react';

// The forms of the page holding typed but unsaved input. One store for the page (this package is a singleton),
// so the shell's one leave guard sees the forms of every remote.

/** How to forget a form's unsaved input once the user chose to leave without saving. */
type Discard = () => void;

const unsaved = new Map<symbol, Discard>();
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => listener());
}

/** Marks a form as holding unsaved input until the returned function is called (saved, emptied or unmounted). */
export function holdUnsaved(form: symbol, discard: Discard): () => void {
  unsaved.set(form, discard);
  changed();
  return () => {
    if (unsaved.delete(form)) changed();
  };
}

export function hasUnsavedChanges(): boolean {
  return unsaved.size > 0;
}

/** The user confirmed leaving: every unsaved form's draft is dropped. */
export function discardUnsavedChanges(): void {
  const discards = [...unsaved.values()];
  unsaved.clear();
  discards.forEach((discard) => discard());
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHasUnsavedChanges(): boolean {
  return useSyncExternalStore(subscribe, hasUnsavedChanges, () => false);
}
