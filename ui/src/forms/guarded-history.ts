import { useSyncExternalStore } from 'react';
import type { UNSAFE_createBrowserHistory } from 'react-router';
import { hasUnsavedChanges } from './unsaved-changes';

/** The router's history (browser or memory), as react-router's own histories have it. */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** A navigation held while the user decides whether to leave unsaved input behind. */
let held: (() => void) | null = null;
const listeners = new Set<() => void>();

function hold(go: (() => void) | null): void {
  held = go;
  listeners.forEach((listener) => listener());
}

/** The user chose to leave: the held navigation goes on. */
export function proceedHeldNavigation(): void {
  const go = held;
  hold(null);
  go?.();
}

/** The user chose to stay. */
export function cancelHeldNavigation(): void {
  hold(null);
}

export function useHeldNavigation(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => held !== null,
    () => false,
  );
}

/**
 * The router's history, with every move to another page held while a form has unsaved input (LeaveGuard then
 * asks): links and redirects (push, replace) before they happen, and the back and forward buttons, whose move the
 * browser has already made, by going back to where the user was until they decide. Declarative routers take it
 * through `unstable_HistoryRouter`, so the site needs no data router (and none of its weight) for the guard.
 */
export function guardHistory<H extends History>(history: H): H {
  const pathOf = (to: Parameters<History['push']>[0]) =>
    new URL(history.createHref(to), 'http://site.invalid').pathname;
  const guarded = (to: Parameters<History['push']>[0], go: () => void) => {
    if (hasUnsavedChanges() && pathOf(to) !== history.location.pathname) hold(go);
    else go();
  };
  const wrapper = Object.create(history) as H;
  wrapper.push = (to, state) => guarded(to, () => history.push(to, state));
  wrapper.replace = (to, state) => guarded(to, () => history.replace(to, state));
  let undoing = false;
  wrapper.listen = (listener) =>
    history.listen((update) => {
      if (undoing) {
        undoing = false;
        return;
      }
      const { delta } = update;
      if (update.action === 'POP' && delta && hasUnsavedChanges()) {
        // The browser already moved: step back to the form (unseen by the router), then ask.
        undoing = true;
        history.go(-delta);
        hold(() => history.go(delta));
        return;
      }
      listener(update);
    });
  return wrapper;
}
