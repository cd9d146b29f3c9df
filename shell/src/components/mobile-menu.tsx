import { Link, useTexts } from '@agency/ui';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { AccountActions } from './account-actions';
import { LanguageSwitcher } from './language-switcher';
import { shellMessages } from '../messages';
import { siteLinks } from './nav-links';

/** Off-canvas menu for small screens: a modal dialog that keeps focus inside and closes on Escape. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const t = useTexts(shellMessages);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(
      panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
    );
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // Portalled to <body>: the sticky header's backdrop-filter would otherwise confine this fixed overlay.
  return createPortal(
    <div className="mobile-menu" onClick={onClose}>
      <div
        id="mobile-menu"
        ref={panelRef}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('menu.title')}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="mobile-menu__head">
          <strong>{t('menu.title')}</strong>
          <button type="button" className="mobile-menu__close" aria-label={t('menu.close')} onClick={onClose}>
            ×
          </button>
        </div>
        <nav aria-label={t('nav.mobile')}>
          {siteLinks.map((link) => (
            <Link key={link.to} to={link.to} onClick={onClose}>
              {t(link.label)}
            </Link>
          ))}
        </nav>
        <LanguageSwitcher placement="menu" />
        <div className="mobile-menu__actions">
          <AccountActions onNavigate={onClose} />
        </div>
      </div>
    </div>,
    document.body,
  );
}
