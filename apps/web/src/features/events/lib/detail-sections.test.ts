import { type Event, type EventOption, OPTION_KEYS, OPTION_STEPS } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { buildEvent, buildEventOption } from '@/testing/build-event';
import { buildPlanFeatures, buildUser } from '@/testing/build-user';
import { editPathOf, visibleOptionSections } from './detail-sections';

function eventWith(on: Partial<EventOption>): Event {
  return buildEvent({ event_option: buildEventOption(on) });
}

const titles = (sections: ReturnType<typeof visibleOptionSections>) =>
  sections.flatMap((section) => section.items.map((item) => `${section.title}/${item.title}`));

describe('event details option sections', () => {
  it('shows only the options that are on', () => {
    const event = eventWith({ frame: 1, filters: 1, email: 1 });
    expect(titles(visibleOptionSections(event, buildUser()))).toEqual([
      'Sharing/Email',
      'Frame/Frame',
      'Filter/Filter',
    ]);
  });

  it('hides options the package no longer permits, except those that need only their option', () => {
    const event = eventWith({ email: 1, social_media: 1, microsite: 1, water_mark: 1, form_builder: 1, gif: 1 });
    const basic = buildUser({
      plan_features: buildPlanFeatures({ email: false, microsite: false, custom_branding: false, form_builder: false }),
    });
    expect(titles(visibleOptionSections(event, basic))).toEqual([
      'Sharing/Social',
      'Custom Branding/Custom Branding',
      '3 in 1 Animation/3 in 1 Animation',
    ]);
  });
});

describe('event details option sections, every option on', () => {
  it('show each option step once, in the page’s order', () => {
    const event = eventWith(Object.fromEntries(OPTION_KEYS.map((key) => [key, 1])));
    const shown = visibleOptionSections(event, buildUser()).flatMap((section) => section.items);
    expect(shown.map((item) => item.option).sort()).toEqual(OPTION_STEPS.map((step) => step.option).sort());
    // The steps the page places, in its order; any other step follows, in the wizard's order, under its label.
    const placed = [
      '/event/microsite/edit/7',
      '/event/email/edit/7',
      '/event/sms/edit/7',
      '/event/social/edit/7',
      '/event/digital-prop/edit/7',
      '/event/custom-branding/edit/7',
      '/event/gif/edit/7',
      '/event/brust-gif/edit/7',
      '/event/frame/edit/7',
      '/event/filter/edit/7',
      '/event/incentive-offer/edit/7',
      '/event/form-builder/edit/7',
    ];
    const unplaced = OPTION_STEPS.map((step) => editPathOf(step.editPath, 7)).filter((path) => !placed.includes(path));
    expect(shown.map((item) => editPathOf(item.editPath, 7))).toEqual([...placed, ...unplaced]);
  });
});
