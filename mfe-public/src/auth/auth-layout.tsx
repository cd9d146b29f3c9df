import type { ReactNode } from 'react';
import { useTexts } from '@agency/ui';
import { publicMessages } from '../messages';
import './auth-layout.css';

/** The frame of the sign-in screens: a brand panel beside the form card (stacked on a phone). */
export function AuthLayout({
  title,
  intro,
  children,
  links,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  links?: ReactNode;
}) {
  const t = useTexts(publicMessages);
  return (
    <div className="pub-auth">
      <div className="pub-auth__card">
        <aside className="pub-auth__brand" aria-hidden="true">
          <p className="pub-auth__brand-eyebrow">{t('auth.brand.eyebrow')}</p>
          <p className="pub-auth__brand-title">{t('auth.brand.title')}</p>
          <ul>
            <li>{t('auth.brand.order')}</li>
            <li>{t('auth.brand.pay')}</li>
            <li>{t('auth.brand.follow')}</li>
          </ul>
        </aside>
        <div className="pub-auth__body">
          <h1>{title}</h1>
          {intro ? <p className="pub-auth__intro">{intro}</p> : null}
          {children}
          {links ? <div className="pub-auth__links">{links}</div> : null}
        </div>
      </div>
    </div>
  );
}
