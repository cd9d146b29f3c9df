import type { ReactNode } from 'react';
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
  return (
    <div className="pub-auth">
      <div className="pub-auth__card">
        <aside className="pub-auth__brand" aria-hidden="true">
          <p className="pub-auth__brand-eyebrow">Your growth partner</p>
          <p className="pub-auth__brand-title">Plan, order and follow your campaigns in one place.</p>
          <ul>
            <li>Order a package in minutes</li>
            <li>Pay securely with PayPal</li>
            <li>Follow every order’s progress</li>
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
