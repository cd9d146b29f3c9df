import { firstRecord, Link, publicContentQuery, useQuery } from '@agency/ui';
import { siteLinks } from './nav-links';
import { NewsletterForm } from './newsletter-form';
import { SiteLogo } from './site-logo';

export function Footer({ logo }: { logo: string | undefined }) {
  const address = firstRecord(useQuery(publicContentQuery('footerAddress')).data);
  const social = firstRecord(useQuery(publicContentQuery('footerSocial')).data);
  const copyright = firstRecord(useQuery(publicContentQuery('copyrights')).data);
  const about = firstRecord(useQuery(publicContentQuery('footerAbout')).data);
  const year = new Date().getFullYear();

  return (
    <footer id="site-footer" className="site-footer">
      <div className="ui-container">
        <div className="site-footer__grid">
          <div>
            <SiteLogo logo={logo} />
            {about ? (
              <>
                <p>
                  <strong>{about.aboutFooterText}</strong>
                </p>
                <p>{about.aboutFooterDetails}</p>
              </>
            ) : null}
            {social ? (
              <div className="site-footer__social">
                {social.fblink ? (
                  <a href={social.fblink} rel="noopener noreferrer" target="_blank">
                    Facebook
                  </a>
                ) : null}
                {social.inslink ? (
                  <a href={social.inslink} rel="noopener noreferrer" target="_blank">
                    Instagram
                  </a>
                ) : null}
              </div>
            ) : null}
          </div>
          <div>
            <h2>Quick Links</h2>
            <ul className="site-footer__list">
              {siteLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2>Contact Info</h2>
            {address ? (
              <ul className="site-footer__list">
                {address.Phone ? (
                  <li>
                    Phone: <a href={`tel:${address.Phone.replace(/[^+\d]/g, '')}`}>{address.Phone}</a>
                  </li>
                ) : null}
                {address.Location ? <li>Location: {address.Location}</li> : null}
                {address.footerEmail ? (
                  <li>
                    Email: <a href={`mailto:${address.footerEmail}`}>{address.footerEmail}</a>
                  </li>
                ) : null}
              </ul>
            ) : null}
          </div>
          <div>
            <h2>Newsletter</h2>
            <NewsletterForm />
          </div>
        </div>
        <div className="site-footer__bottom">{copyright?.copyrightText ?? `© ${year}`}</div>
      </div>
    </footer>
  );
}
