/**
 * Which of the contract's colour filters an event's filter is. The event names its filters by
 * library row (`color_filter_id`), and the library's rows are seeded from the contract's
 * `COLOR_FILTERS`, each with its artwork at `…/color_filter/<slug>.svg`; that slug is the link.
 * A filter whose artwork has no slug is matched by its name, as seeded.
 */
import type { EventFilter } from '@boothdeck/contract';
import { COLOR_FILTERS, type ColorFilterDefinition } from '@boothdeck/contract/color-filters';

const SLUG_IN_URL = /\/color_filter\/([a-z0-9-]+)\.svg(?:[?#].*)?$/;

/** The contract filter an event filter stands for, or undefined for one the device cannot draw. */
export function contractFilterOf(
  filter: Pick<EventFilter, 'filter_photo' | 'name'>,
): ColorFilterDefinition | undefined {
  const slug = SLUG_IN_URL.exec(filter.filter_photo)?.[1];
  const name = filter.name.trim().toLowerCase();
  return (
    COLOR_FILTERS.find((each) => each.slug === slug) ?? COLOR_FILTERS.find((each) => each.name.toLowerCase() === name)
  );
}
