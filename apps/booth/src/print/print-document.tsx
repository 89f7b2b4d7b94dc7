/**
 * The print document: while it is mounted, printing the kiosk's page prints only it, on pages the
 * size of the paper with no margins (`@page`), one page per copy; a strip sheet holds the strip
 * twice, side by side. Chromium started with `--kiosk-printing` sends it to the default printer
 * without a dialog (docs/printing.md); other browsers show their print sheet.
 */
import { PAPER_SIZES, type PaperSize } from '@boothdeck/contract/option-constants';
import { createPortal } from 'react-dom';

const inches = (value: number) => `${Number(value.toFixed(4))}in`;

type Props = {
  paper: PaperSize;
  /** The print (or one strip) at the paper's artwork size, as an address the page can load. */
  artwork: string;
  copies: number;
};

export function PrintDocument({ paper, artwork, copies }: Props) {
  const { inches: sheet, artwork: pixels, strips } = PAPER_SIZES[paper];
  const [width, height] = sheet.map(inches);
  const style = [
    `@page { size: ${width} ${height}; margin: 0; }`,
    '@media screen { .print-document { display: none; } }',
    '@media print {',
    '  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }',
    '  body > :not(.print-document) { display: none !important; }',
    '}',
    `.print-document__page { width: ${width}; height: ${height}; display: flex; overflow: hidden; break-after: page; }`,
    '.print-document__page:last-child { break-after: auto; }',
    `.print-document__art { width: ${inches(pixels[0] / 300)}; height: ${inches(pixels[1] / 300)}; display: block; }`,
  ].join('\n');
  return createPortal(
    <div className="print-document" data-copies={copies} data-paper={paper}>
      <style>{style}</style>
      {Array.from({ length: copies }, (_, copy) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the copies are alike and never reordered.
        <div key={copy} className="print-document__page">
          {Array.from({ length: strips }, (_, strip) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the strips are alike and never reordered.
            <img key={strip} className="print-document__art" src={artwork} alt="" />
          ))}
        </div>
      ))}
    </div>,
    document.body,
  );
}
