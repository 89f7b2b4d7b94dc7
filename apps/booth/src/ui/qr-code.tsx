/** A QR code for a guest's phone: dark on white with a quiet zone, scaled to its box, with the address beneath for those who type it. */
import { QRCodeSVG } from 'qrcode.react';
import './kiosk-ui.css';

export function QrCode({ value, label, size = 240 }: { value: string; label: string; size?: number }) {
  return (
    <figure className="kiosk-qr">
      <QRCodeSVG value={value} size={size} marginSize={2} level="M" title={label} role="img" aria-label={label} />
      <figcaption className="kiosk-qr__address">{value}</figcaption>
    </figure>
  );
}
