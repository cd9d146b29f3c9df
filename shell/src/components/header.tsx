import { Link, useTexts } from '@agency/ui';
import { shellMessages } from '../messages';
import { useCallback, useRef, useState } from 'react';
import { AccountActions } from './account-actions';
import { LanguageSwitcher } from './language-switcher';
import { sectionLinks } from './nav-links';
import { MenuDisclosure } from './menu-disclosure';
import { MobileMenu } from './mobile-menu';
import { SiteLogo } from './site-logo';

export function Header({ logo }: { logo: string | undefined }) {
  const t = useTexts(shellMessages);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  }, []);
  return (
    <header className="site-header">
      <div className="ui-container site-header__bar">
        <SiteLogo logo={logo} />
        <nav className="site-nav" aria-label={t('nav.main')}>
          {sectionLinks.map((link) => (
            <Link key={link.to} to={link.to}>
              {t(link.label)}
            </Link>
          ))}
        </nav>
        <div className="site-header__actions site-header__actions--desktop">
          <AccountActions />
        </div>
        <LanguageSwitcher placement="bar" />
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={t('menu.open')}
          onClick={() => setMenuOpen(true)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
        </button>
        <MenuDisclosure />
      </div>
      {menuOpen ? <MobileMenu onClose={closeMenu} /> : null}
    </header>
  );
}
