import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

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
  return (
    <div className={`ui-notice ui-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="ui-notice__text">{children}</span>
      {onDismiss ? (
        <button type="button" className="ui-notice__close" onClick={onDismiss} aria-label="Dismiss">
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
  notify: (text: string, tone?: NoticeTone) => void;
}

const NoticeContext = createContext<NoticeApi | null>(null);

/** Toasts that survive navigation (e.g. 'Subscribers is Updated' before moving to /all-subscriber). */
export function NoticeProvider({ children, timeoutMs = 5000 }: { children: ReactNode; timeoutMs?: number }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const notify = useCallback(
    (text: string, tone: NoticeTone = 'success') => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, tone, text }]);
      if (timeoutMs > 0) setTimeout(() => dismiss(id), timeoutMs);
    },
    [dismiss, timeoutMs],
  );
  const value = useMemo(() => ({ notify }), [notify]);
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div className="ui-toasts" aria-live="polite">
        {toasts.map((toast) => (
          <Notice key={toast.id} tone={toast.tone} onDismiss={() => dismiss(toast.id)}>
            {toast.text}
          </Notice>
        ))}
      </div>
    </NoticeContext.Provider>
  );
}

export function useNotice(): NoticeApi {
  return useContext(NoticeContext) ?? { notify: () => undefined };
}
