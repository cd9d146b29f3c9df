/** The global through which a server-rendered page's start script (server/start-script.ts) hands over. */
export const START_GLOBAL = '__agencyStart';

type HeldSubmit = [HTMLFormElement, HTMLElement | null];

interface StartScriptHandle {
  /** Stops holding form submissions and returns the one held, if any. */
  release: () => HeldSubmit | null;
}

/** The setter of the element's own prototype, which writes the value without React's tracker seeing it. */
function nativeSetter<T extends HTMLElement>(element: T, field: 'value' | 'checked') {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, field)?.set;
}

type EarlyEdit = () => void;

/**
 * A field the visitor changed before the app took over keeps its text on screen, but React's state still holds the
 * server's value (hydration sets the default, never the value). Its change is reported as typing would report it:
 * through the tracked setter the element is set back to its default, the visitor's value is written past the
 * tracker, and the event React listens to for that kind of field is sent. Read before any is reported: each report
 * re-renders its form, which puts every other field back to its state.
 */
function earlyEdit(control: Element): EarlyEdit | undefined {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.checked === control.defaultChecked) return undefined;
    const checked = control.checked;
    return () => {
      control.checked = control.defaultChecked;
      nativeSetter(control, 'checked')?.call(control, checked);
      control.dispatchEvent(new Event('click', { bubbles: true }));
    };
  }
  if (
    (control instanceof HTMLInputElement && control.type !== 'file') ||
    control instanceof HTMLTextAreaElement
  ) {
    if (control.value === control.defaultValue) return undefined;
    const value = control.value;
    return () => {
      control.value = control.defaultValue;
      nativeSetter(control, 'value')?.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    };
  }
  if (control instanceof HTMLSelectElement) {
    const chosen = [...control.options].map((option) => option.selected);
    if (chosen.every((selected, index) => selected === control.options[index]?.defaultSelected))
      return undefined;
    return () => {
      chosen.forEach((selected, index) => {
        const option = control.options[index];
        if (option) option.selected = selected;
      });
      control.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  return undefined;
}

/**
 * Runs once React has hydrated a server-rendered page: what the visitor typed meanwhile reaches the forms' state,
 * and a form they sent meanwhile (held by the start script) is sent now, through the app.
 */
export function takeOverEarlyInput(doc: Document = document) {
  const handle = (window as unknown as Record<string, StartScriptHandle | undefined>)[START_GLOBAL];
  const held = handle?.release() ?? null;
  const edits = [...doc.querySelectorAll('input, textarea, select')].map(earlyEdit);
  for (const report of edits) report?.();
  const [form, submitter] = held ?? [];
  // Sent once React has rendered the reported edits (it renders them in a later microtask), so the form's submit
  // handler reads them.
  if (form)
    setTimeout(() => {
      if (form.isConnected) form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
    }, 0);
}
