import { stub } from '@boothdeck/client/testing';
import { eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEvent, buildEventOption, buildFeature } from '@/testing/build-event';
import { buildPlanFeatures, buildUser } from '@/testing/build-user';
import { openMemberPage } from '@/testing/open-member-page';
import { renderRoute } from '@/testing/render-route';
import { signInAs } from '@/testing/sign-in-as';

const EVENT = buildEvent({
  id: 12,
  event_name: 'Harbour lights',
  time_zone: 'Australia/Sydney',
  event_start_date: '2099-06-01T08:00:00.000Z',
  event_start_local: '2099-06-01 18:00',
  life_time: 1,
  feature: buildFeature({ sharing: true, video: true }),
  event_option: buildEventOption({ email: 1, social_media: 1, frame: 1, microsite: 1, password: '4821' }),
});

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('event details', { timeout: 15_000 }, () => {
  it('shows each section with its Edit link, and only the options the event has and the plan permits', async () => {
    openMemberPage(
      '/show/event/12',
      [stub(eventEndpoints.show, { event: EVENT }, { params: { id: 12 } })],
      buildUser({
        plan_features: buildPlanFeatures({ microsite: false }),
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Harbour lights' }, { timeout: 5000 })).toBeInTheDocument();
    expect(section('Event Info').getByText('1st Jun 2099 06:00 PM AEST')).toBeInTheDocument();
    expect(section('Event Info').getByText('Ongoing')).toBeInTheDocument();
    expect(section('Event Info').getByRole('link', { name: 'Edit Event Info' })).toHaveAttribute(
      'href',
      '/event/info/edit/12',
    );
    expect(section('Event Feature').getByText('Video')).toBeInTheDocument();
    expect(section('Event Feature').getByRole('link', { name: 'Edit Event Feature' })).toHaveAttribute(
      'href',
      '/event/feature/edit/12',
    );
    expect(section('Event Options').getByText('4821')).toBeInTheDocument();
    expect(section('Event Options').getByRole('link', { name: 'Edit Event Options' })).toHaveAttribute(
      'href',
      '/event/options/edit/12',
    );
    expect(section('Sharing').getByRole('link', { name: 'Edit Email' })).toHaveAttribute(
      'href',
      '/event/email/edit/12',
    );
    expect(section('Sharing').getByRole('link', { name: 'Edit Social' })).toHaveAttribute(
      'href',
      '/event/social/edit/12',
    );
    expect(section('Sharing').queryByText('Text Messaging')).not.toBeInTheDocument();
    expect(section('Frame').getByRole('link', { name: 'Edit Frame' })).toHaveAttribute('href', '/event/frame/edit/12');
    expect(screen.queryByRole('region', { name: 'Social Gallery' })).not.toBeInTheDocument();
  });

  it('says what the edit screen handed over once, as a toast', async () => {
    const { location } = openMemberPage(
      { pathname: '/show/event/12', state: { message: MESSAGES.informationUpdated } },
      [stub(eventEndpoints.show, { event: EVENT }, { params: { id: 12 } })],
    );
    expect(await screen.findByText(MESSAGES.informationUpdated, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(location()?.state).toBeNull());
  });
  it("leaves the event's guest data and languages, which are its set-up, off an operator's page", async () => {
    signInAs('operator', stub(eventEndpoints.show, { event: EVENT }, { params: { id: 12 } }));
    renderRoute('/show/event/12');
    expect(await screen.findByRole('heading', { name: 'Harbour lights' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Event Info' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Guest data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Guest languages' })).not.toBeInTheDocument();
  });
});
