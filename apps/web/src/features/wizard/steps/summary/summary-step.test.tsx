import { callsTo, stub, stubApi } from '@boothdeck/client/testing';
import type { Event } from '@boothdeck/contract';
import { eventEndpoints } from '@boothdeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { buildEvent, buildEventOption, buildEventSummary } from '@/testing/build-event';
import { EVERY_OPTION, SAVED_OPTION_SETTINGS } from '@/testing/build-option-settings';
import { buildMembership, buildUser } from '@/testing/build-user';
import { renderUi } from '@/testing/render-ui';
import { EMPTY_DRAFT, useDraftStore } from '../../stores/draft-store';
import { DEFAULT_FEATURES } from '../feature/feature-schema';
import { EMPTY_OPTIONS } from '../options/options-schema';
import { SummaryStep } from './summary-step';

const SET_UP_EVENT = buildEvent({ id: 9, event_option: EVERY_OPTION, ...SAVED_OPTION_SETTINGS });

function renderSummary(packageType: 'monthly' | 'single', saved: Event = SET_UP_EVENT) {
  useSessionStore
    .getState()
    .setSession('token-1', buildUser({ membership: buildMembership({ package_type: packageType }) }));
  const fetchMock = stubApi(
    stub(eventEndpoints.finalise, { status: true, event: buildEventSummary({ id: 9 }) }, { params: { eventId: 9 } }),
    stub(eventEndpoints.show, { event: saved }, { params: { id: 9 } }),
  );
  const view = renderUi(<SummaryStep />, { path: '/event/summary', otherPaths: ['/event', '/event/device'] });
  return { ...view, fetchMock };
}

describe('summary step', { timeout: 15_000 }, () => {
  beforeEach(() =>
    useDraftStore.setState({
      ...EMPTY_DRAFT,
      eventId: 9,
      event_info: {
        event_name: 'Harbour lights',
        event_details: '',
        event_venue_name: 'Pier 4',
        event_time_zone: 'Australia/Sydney',
        event_start_date: '2099-06-01 18:00',
        event_end_date: '',
        life_time: true,
        fileURL: null,
      },
      feature: DEFAULT_FEATURES,
      event_option: { ...EMPTY_OPTIONS, frame: true, adminPassword: '4821' },
    }),
  );

  it('sums up the event on its own clock and submits it, then confirms and opens the tab holding it', async () => {
    const { user, fetchMock, location } = renderSummary('monthly');
    for (const text of ['Harbour lights', 'Pier 4', '1st Jun 2099 06:00 PM AEST', 'Ongoing', '4821']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // Back goes to the last chosen option's step (Frames).
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/event/frame');

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event'));
    expect(location()?.hash).toBe('#upcoming');
    expect(await screen.findByText('Event submitted')).toBeInTheDocument();
    expect(screen.getByText('“Event 9” is listed under Future Events.')).toBeInTheDocument();
    expect(callsTo(fetchMock, eventEndpoints.finalise, { params: { eventId: 9 } })).toHaveLength(1);
    expect(useDraftStore.getState().eventId).toBeNull();
  });

  it('recaps each chosen option with what its step saved, library items and templates by name', async () => {
    renderSummary('monthly');
    const recap = (name: string) => within(screen.getByRole('region', { name }));
    expect(await screen.findByRole('region', { name: '3 in 1 Animation' }, { timeout: 5000 })).toBeInTheDocument();

    expect(recap('Social').getByText('“Share the fun”')).toBeInTheDocument();
    expect(recap('3 in 1 Animation').getByText('Polaroid Stack')).toBeInTheDocument();
    expect(recap('3 in 1 Animation').getByText('4 frames · 3 s countdown · Fast')).toBeInTheDocument();
    expect(recap('3 in 1 Fast').getByText('Confetti Burst')).toBeInTheDocument();
    expect(recap('Email').getByText('Your wedding photos')).toBeInTheDocument();
    expect(recap('Email').getByText('Riley wedding email (My Template)')).toBeInTheDocument();
    expect(recap('SMS Sharing').getByText('Your booth photos are here')).toBeInTheDocument();
    expect(recap('Props').getByText('Party hat')).toBeInTheDocument();
    expect(recap('Frames').getByText('Black & Gold')).toBeInTheDocument();
    expect(recap('Filters').getByText('Mono')).toBeInTheDocument();
    expect(recap('Incentives & Offers').getByText('10% off prints')).toBeInTheDocument();
    expect(recap('Form Builder').getByText('Your name')).toBeInTheDocument();
    expect(recap('Frames').getByRole('link', { name: 'Edit Frames' })).toHaveAttribute('href', '/event/frame');
  });

  it('says which chosen option has nothing saved yet', async () => {
    renderSummary('monthly', buildEvent({ id: 9, event_option: buildEventOption({ frame: 1 }) }));
    const frames = await screen.findByRole('region', { name: 'Frames' }, { timeout: 5000 });
    expect(within(frames).getByText('Nothing chosen yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('holds back a draft with only its info saved and points to the step it still needs', () => {
    useDraftStore.setState({ feature: null, event_option: null });
    renderSummary('monthly');
    expect(screen.getByRole('alert')).toHaveTextContent('Event Feature still needs to be filled in and saved.');
    expect(screen.getByRole('link', { name: 'Go to Event Feature' })).toHaveAttribute('href', '/event/feature');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('sends a single-package user to pay for a device instead', () => {
    renderSummary('single');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Save with Pay' })).toHaveAttribute('href', '/event/device');
  });
});
