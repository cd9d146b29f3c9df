import { contentSecurityPolicy } from './security-headers';
import { isLivePreviewPage, livePreviewFrameHeaders } from './live-preview-frame';

const token = '0123456789abcdef0123456789abcdef';

test('only a page opened with a live preview token is a live preview page', () => {
  expect(isLivePreviewPage(`/?preview=live-${token}`)).toBe(true);
  expect(isLivePreviewPage(`/service/?preview=live-${token}`)).toBe(true);
  expect(isLivePreviewPage('/?preview=drafts')).toBe(false);
  expect(isLivePreviewPage('/?preview=live-')).toBe(false);
  expect(isLivePreviewPage(`/live-${token}`)).toBe(false);
  expect(isLivePreviewPage('/')).toBe(false);
});

test('its page may be framed by the site’s own origin, and by nothing else', () => {
  const policy = contentSecurityPolicy({ apiOrigin: 'http://api.test' });
  expect(policy).toContain("frame-ancestors 'none'");
  const headers = livePreviewFrameHeaders(policy);
  expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
  expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self'");
  expect(headers['Content-Security-Policy']).not.toContain("frame-ancestors 'none'");
  expect(headers['Content-Security-Policy'].replace("frame-ancestors 'self'", "frame-ancestors 'none'")).toBe(
    policy,
  );
});
