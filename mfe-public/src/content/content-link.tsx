import type { ReactNode } from 'react';
import { Link, SmartLink } from '@agency/ui';

/**
 * A link stored in the content: absolute URLs open outside the site; site paths go through the router. An
 * anchor ('#contact-sec') means the landing page's section, so it works from every page that shows the block;
 * the landing page scrolls to it once its content is in.
 */
export function ContentLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (/^https?:\/\//i.test(href))
    return (
      <SmartLink href={href} className={className}>
        {children}
      </SmartLink>
    );
  const to = href.startsWith('#') ? `/${href}` : href.startsWith('/') ? href : `/${href}`;
  return (
    <Link className={className} to={to}>
      {children}
    </Link>
  );
}
