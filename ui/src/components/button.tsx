import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from '../routing';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'light';
type Size = 'sm' | 'md' | 'lg';

function classes(variant: ButtonVariant, size: Size, extra?: string): string {
  return ['ui-btn', `ui-btn--${variant}`, `ui-btn--${size}`, extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: Size;
  busy?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={classes(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="ui-spinner ui-spinner--inline" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: Size;
}

/** A router link styled as a button; navigation stays inside the single-page app. */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...rest }: ButtonLinkProps) {
  return <Link className={classes(variant, size, className)} {...rest} />;
}

/**
 * A link stored in the site content: absolute http(s) URLs open outside the site; anything else goes through the
 * router. An anchor ('#contact-sec') means the landing page's section ('/#contact-sec'), so it works from every
 * page that shows the link; a path without its leading slash is a site path. With a variant or size it is styled
 * as a button.
 */
export function SmartLink({
  href,
  variant,
  size,
  className,
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  size?: Size;
  className?: string;
  children: ReactNode;
}) {
  const linkClass = variant || size ? classes(variant ?? 'primary', size ?? 'md', className) : className;
  if (/^https?:\/\//i.test(href)) {
    return (
      <a className={linkClass} href={href} rel="noopener noreferrer" target="_blank">
        {children}
      </a>
    );
  }
  return (
    <Link className={linkClass} to={href.startsWith('/') ? href : `/${href}`}>
      {children}
    </Link>
  );
}
