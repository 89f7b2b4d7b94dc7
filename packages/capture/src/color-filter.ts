/**
 * The event's colour filters on the device: the contract's matrices (the ones the server and the
 * organiser's preview apply), drawn through an SVG `<feColorMatrix>` that canvas `ctx.filter`
 * refers to. That is the quickest way to apply a matrix to a 1080p canvas here (about 10 ms
 * more than no filter; a per-pixel loop over ImageData costs about 35 ms), and gives the same
 * pixels as the contract's `applyColorMatrix`.
 */
import { COLOR_FILTERS, type ColorFilterDefinition, colorMatrixValues } from '@boothdeck/contract/color-filters';

const SVG_NS = 'http://www.w3.org/2000/svg';
const HOLDER_ID = 'boothdeck-color-filters';

/** One of the contract's filters by its slug (`mono`, `sepia`, …). */
export function colorFilterBySlug(slug: string): ColorFilterDefinition {
  const filter = COLOR_FILTERS.find((each) => each.slug === slug);
  if (!filter) throw new RangeError(`"${slug}" is not one of the colour filters.`);
  return filter;
}

/** The id of the SVG filter element holding a filter's matrix. */
export function svgFilterId(slug: string): string {
  return `boothdeck-filter-${slug}`;
}

/**
 * The filter element's attributes. `color-interpolation-filters="sRGB"` matters: the default,
 * linearRGB, would work the matrix on other numbers than the server does.
 */
export function svgFilterAttributes(slug: string) {
  return {
    id: svgFilterId(slug),
    colorInterpolationFilters: 'sRGB',
    values: colorMatrixValues(colorFilterBySlug(slug).matrix),
  };
}

/**
 * Puts the filter into the page once (a hidden `<svg>` at the end of `<body>`) and returns the
 * value for `ctx.filter`.
 */
export function installColorFilter(slug: string, doc: Document = document): string {
  const { id, colorInterpolationFilters, values } = svgFilterAttributes(slug);
  if (!doc.getElementById(id)) {
    let holder: Element | null = doc.getElementById(HOLDER_ID);
    if (!holder) {
      const svg = doc.createElementNS(SVG_NS, 'svg');
      svg.id = HOLDER_ID;
      svg.setAttribute('width', '0');
      svg.setAttribute('height', '0');
      svg.setAttribute('aria-hidden', 'true');
      svg.setAttribute('style', 'position:absolute;width:0;height:0;overflow:hidden');
      doc.body.append(svg);
      holder = svg;
    }
    const filter = doc.createElementNS(SVG_NS, 'filter');
    filter.id = id;
    filter.setAttribute('color-interpolation-filters', colorInterpolationFilters);
    const matrix = doc.createElementNS(SVG_NS, 'feColorMatrix');
    matrix.setAttribute('type', 'matrix');
    matrix.setAttribute('values', values);
    filter.append(matrix);
    holder.append(filter);
  }
  return `url(#${id})`;
}
