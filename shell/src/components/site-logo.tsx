import { firstRecord, useApiQuery, Link } from '@agency/ui';

interface LogoRecord {
  _id: string;
  logo: string;
}

/** The logo field holds an image URL or plain text; until it loads (or if it is empty) the brand name shows. */
export function SiteLogo() {
  const { data } = useApiQuery<LogoRecord[]>('/logo');
  const logo = firstRecord(data)?.logo?.trim();
  const isImage = !!logo && (/^https?:\/\//i.test(logo) || logo.startsWith('/'));
  return (
    <Link to="/" className="site-logo" aria-label="Home">
      {isImage ? (
        <img src={logo} alt="Agency logo" />
      ) : (
        <>
          <span className="site-logo__mark" aria-hidden="true">
            {(logo || 'Agency').charAt(0).toUpperCase()}
          </span>
          <span>{logo || 'Agency'}</span>
        </>
      )}
    </Link>
  );
}
