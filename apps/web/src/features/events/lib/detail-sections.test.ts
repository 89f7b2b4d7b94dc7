import type { Event, EventOption } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { buildEvent, buildEventOption } from '@/testing/build-event';
import { buildPlanFeatures, buildUser } from '@/testing/build-user';
import { visibleOptionSections } from './detail-sections';

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
