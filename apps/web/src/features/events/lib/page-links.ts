import { PAGINATION_LINKS } from '@boothdeck/contract';

/** The page numbers to link: at most ten, a window that keeps the current page near its middle. */
export function pageLinks(current: number, last: number, max: number = PAGINATION_LINKS): number[] {
  if (last < 1) return [];
  const count = Math.min(max, last);
  const centred = Math.max(1, current - Math.floor(count / 2));
  const first = Math.min(centred, last - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
