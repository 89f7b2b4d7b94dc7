/**
 * Digital props as transparent stickers: each drawing gets a white outline and a soft shadow,
 * so it reads on any photo, and a margin so neither is cut off.
 */
import type { PropSlug } from '../../src/modules/libraries/library-catalogue.ts';
import { BUBBLES } from './props-bubbles.ts';
import { EYEWEAR } from './props-eyewear.ts';
import { FACES } from './props-faces.ts';
import { HEADWEAR, type PropArt } from './props-headwear.ts';
import { svgDocument } from './svg.ts';

const MARGIN = 12;

const STICKER_FILTER =
  '<filter id="sticker" x="-10%" y="-10%" width="120%" height="125%" color-interpolation-filters="sRGB">' +
  '<feMorphology in="SourceAlpha" operator="dilate" radius="5" result="grown"/>' +
  '<feFlood flood-color="#ffffff"/><feComposite in2="grown" operator="in" result="outline"/>' +
  '<feGaussianBlur in="grown" stdDeviation="3" result="blur"/><feOffset in="blur" dy="3" result="drop"/>' +
  '<feFlood flood-color="#000000" flood-opacity="0.28"/><feComposite in2="drop" operator="in" result="shadow"/>' +
  '<feMerge><feMergeNode in="shadow"/><feMergeNode in="outline"/><feMergeNode in="SourceGraphic"/></feMerge>' +
  '</filter>';

const ART: Record<string, () => PropArt> = { ...HEADWEAR, ...EYEWEAR, ...FACES, ...BUBBLES };

export function hasPropArt(slug: string): boolean {
  return slug in ART;
}

export function propSvg(slug: PropSlug, name: string): string {
  const draw = ART[slug];
  if (!draw) throw new Error(`No artwork for the prop ${slug}`);
  const art = draw();
  return svgDocument({
    width: art.width + MARGIN * 2,
    height: art.height + MARGIN * 2,
    title: name,
    defs: STICKER_FILTER + (art.defs ?? ''),
    body: `<g filter="url(#sticker)" transform="translate(${MARGIN} ${MARGIN})">${art.body}</g>`,
  });
}
