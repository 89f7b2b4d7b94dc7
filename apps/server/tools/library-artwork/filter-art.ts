/**
 * Colour filter artwork. The swatch (`filter_photo`) is the sample photo through the filter; the
 * chart (`filter_url`) holds the filter as `<filter id="filter">` and shows a colour chart before
 * and after it. Both apply the catalogue's matrix with feColorMatrix in sRGB, as the web does.
 */
import { type ColorMatrix, colorMatrixValues } from '@boothdeck/contract/color-filters';
import { sceneDefs, useScene } from './scene.ts';
import { FONT, svgDocument, text } from './svg.ts';

const filterElement = (matrix: ColorMatrix, region = '') =>
  `<filter id="filter" color-interpolation-filters="sRGB"${region}><feColorMatrix type="matrix" values="${colorMatrixValues(matrix)}"/></filter>`;

export function filterSwatchSvg(name: string, matrix: ColorMatrix): string {
  return svgDocument({
    width: 300,
    height: 300,
    title: `${name} filter`,
    defs: sceneDefs(['smile']) + filterElement(matrix, ' x="0" y="0" width="100%" height="100%"'),
    body: `<g filter="url(#filter)">${useScene('smile', 0, 0, 300, 300)}</g>`,
  });
}

const HUES = ['#ff0000', '#ffff00', '#00ff00', '#00ffff', '#0000ff', '#ff00ff', '#ff0000'];
const PATCHES = ['#f1c09b', '#8d5524', '#5ad1ff', '#1fa38f', '#7ee081', '#ff4d5e', '#ffd23f'];

export function filterChartSvg(name: string, matrix: ColorMatrix): string {
  const hueStops = HUES.map(
    (colour, index) => `<stop offset="${(index / (HUES.length - 1)).toFixed(3)}" stop-color="${colour}"/>`,
  ).join('');
  const patchWidth = 272 / PATCHES.length;
  const patches = PATCHES.map(
    (colour, index) =>
      `<rect x="${(index * patchWidth).toFixed(2)}" y="28" width="${patchWidth.toFixed(2)}" height="24" fill="${colour}"/>`,
  ).join('');
  const label = (y: number, content: string) =>
    text(14, y, content, `font-family="${FONT.sans}" font-size="11" font-weight="700" fill="#4a4458"`);
  return svgDocument({
    width: 300,
    height: 200,
    title: `${name} filter: colour chart before and after`,
    defs:
      filterElement(matrix, ' x="0" y="0" width="100%" height="100%"') +
      `<linearGradient id="hues">${hueStops}</linearGradient>` +
      '<linearGradient id="greys"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient>' +
      `<g id="chart"><rect width="272" height="24" fill="url(#hues)"/>${patches}<rect y="56" width="272" height="16" fill="url(#greys)"/></g>`,
    body: [
      '<rect width="300" height="200" rx="10" fill="#f7f5fb"/>',
      label(18, 'Original'),
      '<use href="#chart" x="14" y="24"/>',
      label(118, name),
      '<g filter="url(#filter)"><use href="#chart" x="14" y="124"/></g>',
    ].join(''),
  });
}
