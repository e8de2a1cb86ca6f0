import { QRCodeSVG } from 'qrcode.react';

/** A QR code of a resource link (spec §9 defaults: margin 20 scaled to the size, level M). Lazy: qrcode.react is only downloaded when one shows. */
export default function ResourceQr({ value, size }: { value: string; size: number }) {
  const absolute = new URL(value, window.location.origin).toString();
  return <QRCodeSVG value={absolute} size={size} level="M" marginSize={2} bgColor="#ffffff" fgColor="#0d0f1a" title={absolute} />;
}
