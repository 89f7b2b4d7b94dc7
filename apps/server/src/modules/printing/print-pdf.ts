/**
 * A one-page PDF holding one JPEG that fills the page: the page is the paper (points, 72 an
 * inch), the picture is embedded as it is (DCTDecode), so its 300 dpi pixels print unchanged.
 */
export function jpegPagePdf(
  jpeg: Buffer,
  size: { pixels: [number, number]; inches: readonly [number, number] },
): Buffer {
  const [widthPt, heightPt] = size.inches.map((inches) => Number((inches * 72).toFixed(2)));
  const [width, height] = size.pixels;
  const content = `q ${widthPt} 0 0 ${heightPt} 0 0 cm /Im0 Do Q`;
  const objects: (string | Buffer)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${widthPt} ${heightPt}] `,
      '/Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>',
    ],
    [
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB `,
      `/BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      jpeg,
      '\nendstream',
    ],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  for (const [index, pieces] of objects.entries()) {
    offsets.push(length);
    const bytes = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      ...pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece, 'latin1') : piece)),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(bytes);
    length += bytes.length;
  }
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
