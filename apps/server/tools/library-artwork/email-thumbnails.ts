/** E-mail template thumbnails (400×300): the layout of each standard template with its sample text. */
import type { EmailTemplateContents, TemplateLayout } from '@boothdeck/contract';
import { type Pose, sceneDefsFor, useScene } from './scene.ts';
import { FONT, n, svgDocument, text } from './svg.ts';

const WIDTH = 400;
const HEIGHT = 300;
const CARD = { x: 80, y: 18, width: 240 };

type Layout = { defs: string; body: string };

const lines = (x: number, y: number, widths: number[], colour: string, gap = 9) =>
  widths
    .map(
      (width, index) =>
        `<rect x="${n(x)}" y="${n(y + index * gap)}" width="${width}" height="4" rx="2" fill="${colour}"/>`,
    )
    .join('');

const centredLines = (centreX: number, y: number, widths: number[], colour: string) =>
  widths
    .map(
      (width, index) =>
        `<rect x="${n(centreX - width / 2)}" y="${n(y + index * 9)}" width="${width}" height="4" rx="2" fill="${colour}"/>`,
    )
    .join('');

function button(x: number, y: number, width: number, label: string, fill: string, colour: string, outline = false) {
  return [
    `<rect x="${n(x)}" y="${n(y)}" width="${width}" height="22" rx="11" fill="${outline ? 'none' : fill}"${outline ? ` stroke="${fill}" stroke-width="1.5"` : ''}/>`,
    text(
      x + width / 2,
      y + 14.5,
      label,
      `text-anchor="middle" font-family="${FONT.sans}" font-size="9" font-weight="700" fill="${colour}"`,
    ),
  ].join('');
}

function clippedPhoto(id: string, pose: Pose, x: number, y: number, width: number, height: number, radius: number) {
  return {
    clip: `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}"/></clipPath>`,
    body: `<g clip-path="url(#${id})">${useScene(pose, x, y, width, height)}</g>`,
  };
}

function layoutOne(contents: EmailTemplateContents): Layout {
  const hero = clippedPhoto('hero', 'laugh', CARD.x + 12, 66, CARD.width - 24, 98, 6);
  return {
    defs: hero.clip,
    body: [
      `<rect x="${CARD.x}" y="${CARD.y}" width="${CARD.width}" height="300" rx="8" fill="#ffffff"/>`,
      `<path d="M${CARD.x} ${CARD.y + 8} Q${CARD.x} ${CARD.y} ${CARD.x + 8} ${CARD.y} H${CARD.x + CARD.width - 8} Q${CARD.x + CARD.width} ${CARD.y} ${CARD.x + CARD.width} ${CARD.y + 8} V56 H${CARD.x} Z" fill="#2f2a5b"/>`,
      `<circle cx="${CARD.x + 22}" cy="37" r="9" fill="#e0457b"/>`,
      text(
        CARD.x + 38,
        41,
        contents.eventName,
        `font-family="${FONT.sans}" font-size="11" font-weight="700" fill="#ffffff"`,
      ),
      hero.body,
      text(
        CARD.x + 12,
        184,
        contents.userName,
        `font-family="${FONT.sans}" font-size="11" font-weight="700" fill="#2f2a5b"`,
      ),
      lines(CARD.x + 12, 194, [210, 196, 150], '#d7d9e4'),
      button(CARD.x + 12, 226, 110, contents.buttonText, '#e0457b', '#ffffff'),
      `<rect x="${CARD.x}" y="260" width="${CARD.width}" height="40" fill="#f3f4f8"/>`,
      centredLines(200, 272, [150, 110], '#c5c8d6'),
    ].join(''),
  };
}

function layoutTwo(contents: EmailTemplateContents): Layout {
  const photo = clippedPhoto('side', 'wink', CARD.x + 12, 84, 100, 126, 4);
  return {
    defs:
      '<linearGradient id="gold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f8e59a"/><stop offset="1" stop-color="#cfa43a"/></linearGradient>' +
      photo.clip,
    body: [
      `<rect x="${CARD.x}" y="${CARD.y}" width="${CARD.width}" height="300" rx="8" fill="#17162a"/>`,
      text(
        200,
        48,
        contents.eventName.toUpperCase(),
        `text-anchor="middle" font-family="${FONT.serif}" font-size="15" letter-spacing="2" fill="url(#gold)"`,
      ),
      `<path d="M150 60 H250" stroke="url(#gold)" stroke-width="1.2"/>`,
      text(200, 76, contents.userName, `text-anchor="middle" font-family="${FONT.sans}" font-size="9" fill="#c9c6e0"`),
      `<rect x="${CARD.x + 10}" y="82" width="104" height="130" rx="5" fill="url(#gold)"/>`,
      photo.body,
      lines(CARD.x + 124, 90, [100, 92, 104, 80, 96, 60], '#3c3a5c'),
      button(CARD.x + 124, 150, 104, contents.buttonText, '#cfa43a', '#17162a'),
      text(CARD.x + 124, 196, contents.markupText, `font-family="${FONT.sans}" font-size="7.5" fill="#cfa43a"`),
      `<path d="M${CARD.x + 12} 232 H${CARD.x + CARD.width - 12}" stroke="#2c2a48"/>`,
      centredLines(200, 246, [160, 120], '#2c2a48'),
      '<g fill="#cfa43a"><circle cx="184" cy="278" r="5"/><circle cx="200" cy="278" r="5"/><circle cx="216" cy="278" r="5"/></g>',
    ].join(''),
  };
}

function layoutThree(contents: EmailTemplateContents): Layout {
  const portrait = clippedPhoto('portrait', 'smile', 164, 48, 72, 72, 36);
  const thumbs = (['wink', 'laugh', 'wow'] as const).map((pose, index) =>
    clippedPhoto(`thumb-${index}`, pose, CARD.x + 26 + index * 64, 178, 60, 52, 4),
  );
  return {
    defs: portrait.clip + thumbs.map((thumb) => thumb.clip).join(''),
    body: [
      `<rect x="${CARD.x}" y="${CARD.y}" width="${CARD.width}" height="300" rx="8" fill="#fbf7f0"/>`,
      `<rect x="${CARD.x + 8}" y="${CARD.y + 8}" width="${CARD.width - 16}" height="300" rx="4" fill="none" stroke="#cea252" stroke-width="1"/>`,
      '<circle cx="200" cy="84" r="40" fill="#cea252"/>',
      portrait.body,
      text(
        200,
        142,
        contents.eventName,
        `text-anchor="middle" font-family="${FONT.serif}" font-size="14" font-style="italic" fill="#6b4f2a"`,
      ),
      centredLines(200, 152, [170, 140], '#e4d8c3'),
      ...thumbs.map((thumb) => thumb.body),
      button(145, 242, 110, contents.buttonText, '#cea252', '#8a6a32', true),
      text(
        200,
        284,
        contents.markupText,
        `text-anchor="middle" font-family="${FONT.serif}" font-size="9" font-style="italic" fill="#8a6a32"`,
      ),
    ].join(''),
  };
}

const LAYOUTS: Record<TemplateLayout, (contents: EmailTemplateContents) => Layout> = {
  one: layoutOne,
  two: layoutTwo,
  three: layoutThree,
};

export function emailThumbnailSvg(name: string, layout: TemplateLayout, contents: EmailTemplateContents): string {
  const art = LAYOUTS[layout](contents);
  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title: `${name}: e-mail layout`,
    defs: sceneDefsFor(art.body) + art.defs,
    body: [
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="#e8eaf1"/>`,
      `<rect x="${CARD.x + 2}" y="${CARD.y + 4}" width="${CARD.width}" height="300" rx="8" fill="#1d1d2b" opacity="0.08"/>`,
      art.body,
    ].join(''),
  });
}
