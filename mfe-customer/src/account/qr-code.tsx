import { Skeleton } from '@agency/ui';
import { useEffect, useState } from 'react';

/** The otpauth:// URI as a QR code for the authenticator app to scan; the QR library loads only when one is shown. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'medium' }))
      .then((markup) => live && setSvg(markup));
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return <Skeleton lines={6} />;
  const source = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return <img className="account-qr" src={source} alt={label} width={200} height={200} />;
}
