/** The option sections of the details page and when each shows. */
import {
  type Event,
  OPTION_STEPS,
  type OptionKey,
  type OptionStepId,
  optionStep,
  type User,
} from '@boothdeck/contract';
import { generatePath } from 'react-router';
import { isOptionAllowed } from '@/shared/lib/event-options';

export type OptionDetail = {
  title: string;
  option: OptionKey;
  /** Its edit screen's address, `:id` standing for the event's id. */
  editPath: string;
};

export type OptionSection = { title: string; items: readonly OptionDetail[] };

const detail = (title: string, id: OptionStepId): OptionDetail => {
  const { option, editPath } = optionStep(id);
  return { title, option, editPath };
};
const sectionOf = (title: string, id: OptionStepId): OptionSection => ({ title, items: [detail(title, id)] });

/** In the details page's order; Sharing groups its three kinds. */
const PLACED_SECTIONS: readonly OptionSection[] = [
  sectionOf('Social Gallery', 'microsite'),
  {
    title: 'Sharing',
    items: [detail('Email', 'email'), detail('Text Messaging', 'sms'), detail('Social', 'social')],
  },
  sectionOf('Props', 'digital-props'),
  sectionOf('Custom Branding', 'custom-branding'),
  sectionOf('3 in 1 Animation', 'gif'),
  sectionOf('3 in 1 Fast', 'burst-gif'),
  sectionOf('Frame', 'frames'),
  sectionOf('Filter', 'filters'),
  sectionOf('Incentive & offer', 'incentive-offers'),
  sectionOf('Form Builder', 'form-builder'),
];

const placed = new Set(PLACED_SECTIONS.flatMap((section) => section.items.map((item) => item.option)));

/** Every option step's section: a step not placed above comes last, in a section of its own under its label. */
export const OPTION_SECTIONS: readonly OptionSection[] = [
  ...PLACED_SECTIONS,
  ...OPTION_STEPS.filter((step) => !placed.has(step.option)).map((step) => sectionOf(step.label, step.id)),
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

export const editPathOf = (editPath: string, eventId: number) => generatePath(editPath, { id: String(eventId) });
