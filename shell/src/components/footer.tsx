import { firstRecord, Link, publicContentQuery, useContentLocale, useQuery, useTexts } from '@agency/ui';
import { shellMessages } from '../messages';
import { siteLinks } from './nav-links';
import { NewsletterForm } from './newsletter-form';
import { SiteLogo } from './site-logo';

export function Footer({ logo }: { logo: string | undefined }) {
  const t = useTexts(shellMessages);
  const locale = useContentLocale();
  const address = firstRecord(useQuery(publicContentQuery('footerAddress', locale)).data);
  const social = firstRecord(useQuery(publicContentQuery('footerSocial', locale)).data);
  const copyright = firstRecord(useQuery(publicContentQuery('copyrights', locale)).data);
  const about = firstRecord(useQuery(publicContentQuery('footerAbout', locale)).data);
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
                    {t('footer.facebook')}
                  </a>
                ) : null}
                {social.inslink ? (
                  <a href={social.inslink} rel="noopener noreferrer" target="_blank">
                    {t('footer.instagram')}
                  </a>
                ) : null}
              </div>
            ) : null}
          </div>
          <div>
            <h2>{t('footer.quickLinks')}</h2>
            <ul className="site-footer__list">
              {siteLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2>{t('footer.contactInfo')}</h2>
            {address ? (
              <ul className="site-footer__list">
                {address.Phone ? (
                  <li>
                    {t('footer.phone')}{' '}
                    <a href={`tel:${address.Phone.replace(/[^+\d]/g, '')}`}>{address.Phone}</a>
                  </li>
                ) : null}
                {address.Location ? (
                  <li>
                    {t('footer.location')} {address.Location}
                  </li>
                ) : null}
                {address.footerEmail ? (
                  <li>
                    {t('footer.email')} <a href={`mailto:${address.footerEmail}`}>{address.footerEmail}</a>
                  </li>
                ) : null}
              </ul>
            ) : null}
          </div>
          <div>
            <h2>{t('footer.newsletter')}</h2>
            <NewsletterForm />
          </div>
        </div>
        <div className="site-footer__bottom">
          {copyright?.copyrightText ?? t('footer.copyright', { year })}
        </div>
      </div>
    </footer>
  );
}
