import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTexts } from '../i18n/use-texts';
import { uiMessages } from '../messages';

export type NoticeTone = 'success' | 'error' | 'info';

/** An inline, non-blocking message (the replacement for alert()). */
export function Notice({
  tone = 'info',
  children,
  onDismiss,
}: {
  tone?: NoticeTone;
  children: ReactNode;
  onDismiss?: () => void;
}) {
  const t = useTexts(uiMessages);
  return (
    <div className={`ui-notice ui-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="ui-notice__text">{children}</span>
      {onDismiss ? (
        <button
          type="button"
          className="ui-notice__close"
          onClick={onDismiss}
          aria-label={t('notice.dismiss')}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}

interface Toast {
  id: number;
  tone: NoticeTone;
  text: string;
}

interface NoticeApi {
  /** Shows the page's one notice, replacing the one shown before. */
  notify: (text: string, tone?: NoticeTone) => void;
  /** Takes the notice away (a new save is under way: its own outcome is what counts). */
  clear: () => void;
}

const NoticeContext = createContext<NoticeApi | null>(null);

/**
 * The page's notice that survives navigation (e.g. 'Subscribers is Updated' before moving to /all-subscriber).
 * Only one at a time: a new notice replaces the last, so a success and an error never stand together.
 */
export function NoticeProvider({
  children,
  timeoutMs = 5000,
  initialNotice,
}: {
  children: ReactNode;
  timeoutMs?: number;
  /** A notice the page opens with (a server-rendered page's, which stays until dismissed or replaced). */
  initialNotice?: string;
}) {
  const [toast, setToast] = useState<Toast | null>(() =>
    initialNotice ? { id: 0, tone: 'success', text: initialNotice } : null,
  );
  const nextId = useRef(1);
  const dismiss = useCallback(
    (id?: number) => setToast((shown) => (id === undefined || shown?.id === id ? null : shown)),
    [],
  );
  const notify = useCallback(
    (text: string, tone: NoticeTone = 'success') => {
      const id = nextId.current++;
      setToast({ id, tone, text });
      if (timeoutMs > 0) setTimeout(() => dismiss(id), timeoutMs);
    },
    [dismiss, timeoutMs],
  );
  const clear = useCallback(() => dismiss(), [dismiss]);
  const value = useMemo(() => ({ notify, clear }), [notify, clear]);
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div className="ui-toasts" aria-live="polite">
        {toast ? (
          <Notice key={toast.id} tone={toast.tone} onDismiss={() => dismiss(toast.id)}>
            {toast.text}
          </Notice>
        ) : null}
      </div>
    </NoticeContext.Provider>
  );
}

const NO_NOTICES: NoticeApi = { notify: () => undefined, clear: () => undefined };

export function useNotice(): NoticeApi {
  return useContext(NoticeContext) ?? NO_NOTICES;
}
