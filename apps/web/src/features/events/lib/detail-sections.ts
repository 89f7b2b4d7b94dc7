/** The option sections of the details page and when each shows. */
import type { Event, OptionKey, User } from '@boothdeck/contract';
import { isOptionAllowed } from '@/shared/lib/event-options';

export type OptionDetail = {
  title: string;
  option: OptionKey;
  /** The `{section}` of its edit screen, `/event/{section}/edit/{id}`. */
  editSection: string;
};

export type OptionSection = { title: string; items: readonly OptionDetail[] };

/** In the details page's order; Sharing groups its three kinds. */
export const OPTION_SECTIONS: readonly OptionSection[] = [
  { title: 'Social Gallery', items: [{ title: 'Social Gallery', option: 'microsite', editSection: 'microsite' }] },
  {
    title: 'Sharing',
    items: [
      { title: 'Email', option: 'email', editSection: 'email' },
      { title: 'Text Messaging', option: 'text_messaging', editSection: 'sms' },
      { title: 'Social', option: 'social_media', editSection: 'social' },
    ],
  },
  { title: 'Props', items: [{ title: 'Props', option: 'digital_props', editSection: 'digital-prop' }] },
  {
    title: 'Custom Branding',
    items: [{ title: 'Custom Branding', option: 'water_mark', editSection: 'custom-branding' }],
  },
  { title: '3 in 1 Animation', items: [{ title: '3 in 1 Animation', option: 'gif', editSection: 'gif' }] },
  { title: '3 in 1 Fast', items: [{ title: '3 in 1 Fast', option: 'brust_gif', editSection: 'brust-gif' }] },
  { title: 'Frame', items: [{ title: 'Frame', option: 'frame', editSection: 'frame' }] },
  { title: 'Filter', items: [{ title: 'Filter', option: 'filters', editSection: 'filter' }] },
  {
    title: 'Incentive & offer',
    items: [{ title: 'Incentive & offer', option: 'incentive_offer', editSection: 'incentive-offer' }],
  },
  { title: 'Form Builder', items: [{ title: 'Form Builder', option: 'form_builder', editSection: 'form-builder' }] },
];

/** Shown when the option is on and the package permits it; Custom Branding needs only its option. */
export function isDetailShown(event: Event, user: User | null, option: OptionKey, now?: number): boolean {
  if (event.event_option?.[option] !== 1) return false;
  return option === 'water_mark' || isOptionAllowed(user, option, now);
}

/** The option sections this event shows, each with only its visible items. */
export function visibleOptionSections(event: Event, user: User | null, now?: number): OptionSection[] {
  return OPTION_SECTIONS.map((section) => ({
    ...section,
    items: section.items.filter((item) => isDetailShown(event, user, item.option, now)),
  })).filter((section) => section.items.length > 0);
}

export const editPathOf = (editSection: string, eventId: number) => `/event/${editSection}/edit/${eventId}`;
