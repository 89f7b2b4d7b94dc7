/**
 * Social gallery (microsite) template thumbnails (400×300): each layout in a browser window, and
 * the sample logo each template starts with.
 */
import type { MicrositeTemplateContents, TemplateLayout } from '@boothdeck/contract';
import { type Pose, sceneDefsFor, useScene } from './scene.ts';
import { FONT, n, svgDocument, text } from './svg.ts';

const WIDTH = 400;
const HEIGHT = 300;
const PAGE_TOP = 30;

type Contents = Omit<MicrositeTemplateContents, 'logo'>;
type Layout = { defs: string; body: string };

const POSES: Pose[] = ['smile', 'wink', 'laugh', 'wow'];

function photoGrid(x: number, y: number, columns: number, rows: number, size: number, gap: number, radius = 4) {
  const clips: string[] = [];
  const bodies: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const index = row * columns + column;
      const px = x + column * (size + gap);
      const py = y + row * (size + gap);
      clips.push(
        `<clipPath id="grid-${index}"><rect x="${n(px)}" y="${n(py)}" width="${size}" height="${size}" rx="${radius}"/></clipPath>`,
      );
      bodies.push(
        `<g clip-path="url(#grid-${index})">${useScene(POSES[index % POSES.length] ?? 'smile', px, py, size, size)}</g>`,
      );
    }
  }
  return { defs: clips.join(''), body: bodies.join('') };
}

const logoBadge = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><path d="M${n(x - r * 0.45)} ${n(y - r * 0.2)} h${n(r * 0.9)} v${n(r * 0.6)} h${n(-r * 0.9)} Z" fill="#ffffff"/><circle cx="${x}" cy="${n(y + r * 0.1)}" r="${n(r * 0.2)}" fill="${fill}"/>`;

const socialMenu = (centreX: number, y: number, colour: string, count = 5) =>
  Array.from({ length: count }, (_, index) => {
    const x = centreX + (index - (count - 1) / 2) * 22;
    return `<circle cx="${n(x)}" cy="${y}" r="8" fill="${colour}"/><rect x="${n(x - 3)}" y="${y - 3}" width="6" height="6" rx="1.5" fill="#ffffff"/>`;
  }).join('');

function pill(x: number, y: number, width: number, label: string, fill: string, colour: string) {
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${width}" height="22" rx="11" fill="${fill}"/>` +
    text(
      x + width / 2,
      y + 14.5,
      label,
      `text-anchor="middle" font-family="${FONT.sans}" font-size="9" font-weight="700" fill="${colour}"`,
    )
  );
}

function layoutOne(contents: Contents): Layout {
  const grid = photoGrid(86, 118, 4, 2, 52, 6);
  return {
    defs: grid.defs,
    body: [
      `<rect y="${PAGE_TOP}" width="${WIDTH}" height="${HEIGHT - PAGE_TOP}" fill="#ffffff"/>`,
      logoBadge(200, 56, 14, contents.buttonColor),
      text(
        200,
        86,
        contents.contentBodyText,
        `text-anchor="middle" font-family="${FONT.sans}" font-size="8.5" fill="#55536b"`,
      ),
      `<rect x="120" y="94" width="160" height="18" rx="9" fill="${contents.SocialMenuStyle}" opacity="0.18"/>`,
      socialMenu(200, 103, contents.SocialMenuStyle),
      grid.body,
      pill(150, 240, 100, contents.buttonText, contents.buttonColor, '#ffffff'),
      `<rect y="272" width="${WIDTH}" height="28" fill="#f3f1ec"/>`,
      text(
        200,
        289,
        contents.footerText,
        `text-anchor="middle" font-family="${FONT.sans}" font-size="8" fill="#8a877f"`,
      ),
    ].join(''),
  };
}

function layoutTwo(contents: Contents): Layout {
  const clip = `<clipPath id="hero"><rect x="0" y="${PAGE_TOP}" width="190" height="${HEIGHT - PAGE_TOP}"/></clipPath>`;
  const words = contents.contentBodyText.split(' ');
  const half = Math.ceil(words.length / 2);
  return {
    defs: clip,
    body: [
      `<rect y="${PAGE_TOP}" width="${WIDTH}" height="${HEIGHT - PAGE_TOP}" fill="#fff5f8"/>`,
      `<g clip-path="url(#hero)">${useScene('laugh', 0, PAGE_TOP, 190, HEIGHT - PAGE_TOP)}</g>`,
      logoBadge(226, 62, 13, contents.buttonColor),
      text(
        208,
        104,
        'Your photos are here',
        `font-family="${FONT.serif}" font-size="17" font-weight="700" fill="#3a1e2b"`,
      ),
      text(208, 124, words.slice(0, half).join(' '), `font-family="${FONT.sans}" font-size="8" fill="#6d5561"`),
      text(208, 136, words.slice(half).join(' '), `font-family="${FONT.sans}" font-size="8" fill="#6d5561"`),
      pill(208, 152, 110, contents.buttonText, contents.buttonColor, '#ffffff'),
      `<g transform="translate(0 0)">${socialMenu(263, 200, contents.SocialMenuStyle, 5)}</g>`,
      `<path d="M208 226 H380" stroke="#f0d9e2"/>`,
      text(208, 244, contents.footerText, `font-family="${FONT.sans}" font-size="8" fill="#9b8790"`),
    ].join(''),
  };
}

function layoutThree(contents: Contents): Layout {
  const heights = [
    [70, 50, 80],
    [50, 90, 60],
    [86, 64, 50],
    [60, 70, 70],
    [76, 50, 74],
  ];
  const clips: string[] = [];
  const bodies: string[] = [];
  heights.forEach((column, columnIndex) => {
    let y = 84;
    column.forEach((height, rowIndex) => {
      const x = 24 + columnIndex * 72;
      const index = columnIndex * 3 + rowIndex;
      clips.push(
        `<clipPath id="tile-${index}"><rect x="${x}" y="${y}" width="66" height="${height}" rx="4"/></clipPath>`,
      );
      bodies.push(
        `<g clip-path="url(#tile-${index})">${useScene(POSES[index % POSES.length] ?? 'smile', x, y, 66, height)}</g>`,
      );
      y += height + 6;
    });
  });
  return {
    defs: clips.join(''),
    body: [
      `<rect y="${PAGE_TOP}" width="${WIDTH}" height="${HEIGHT - PAGE_TOP}" fill="#121217"/>`,
      `<rect y="${PAGE_TOP}" width="${WIDTH}" height="42" fill="#1c1c24"/>`,
      logoBadge(40, 51, 12, contents.SocialMenuStyle),
      text(
        60,
        55,
        'GALLERY',
        `font-family="${FONT.sans}" font-size="11" font-weight="700" letter-spacing="3" fill="#f4f1ea"`,
      ),
      socialMenu(300, 51, contents.SocialMenuStyle, 4),
      ...bodies,
      `<rect x="0" y="254" width="${WIDTH}" height="46" fill="#121217" opacity="0.92"/>`,
      pill(150, 262, 100, contents.buttonText, contents.buttonColor, '#121217'),
    ].join(''),
  };
}

const LAYOUTS: Record<TemplateLayout, (contents: Contents) => Layout> = {
  one: layoutOne,
  two: layoutTwo,
  three: layoutThree,
};

export function micrositeThumbnailSvg(name: string, templateName: TemplateLayout, contents: Contents): string {
  const art = LAYOUTS[templateName](contents);
  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title: `${name}: social gallery layout`,
    defs: sceneDefsFor(art.body) + art.defs,
    body: [
      art.body,
      `<rect width="${WIDTH}" height="${PAGE_TOP}" fill="#e6e7ec"/>`,
      '<g><circle cx="16" cy="15" r="4.5" fill="#ff5f57"/><circle cx="30" cy="15" r="4.5" fill="#febc2e"/><circle cx="44" cy="15" r="4.5" fill="#28c840"/></g>',
      '<rect x="100" y="7" width="200" height="16" rx="8" fill="#ffffff"/>',
      text(
        200,
        18.5,
        'gallery.example/your-event',
        `text-anchor="middle" font-family="${FONT.sans}" font-size="8" fill="#8a8aa0"`,
      ),
    ].join(''),
  });
}

/** The sample logo a microsite template starts with: a round camera badge in the template's colour. */
export function micrositeLogoSvg(name: string, colour: string): string {
  return svgDocument({
    width: 200,
    height: 200,
    title: `${name}: sample logo`,
    body: [
      `<circle cx="100" cy="100" r="96" fill="${colour}"/>`,
      '<circle cx="100" cy="100" r="84" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="4 6"/>',
      '<path d="M62 78 H82 L90 66 H110 L118 78 H138 Q146 78 146 86 V126 Q146 134 138 134 H62 Q54 134 54 126 V86 Q54 78 62 78 Z" fill="#ffffff"/>',
      `<circle cx="100" cy="106" r="19" fill="${colour}"/><circle cx="100" cy="106" r="11" fill="#ffffff" opacity="0.85"/>`,
      text(
        100,
        160,
        'YOUR LOGO',
        `text-anchor="middle" font-family="${FONT.sans}" font-size="14" font-weight="800" letter-spacing="1.5" fill="#ffffff"`,
      ),
    ].join(''),
  });
}
