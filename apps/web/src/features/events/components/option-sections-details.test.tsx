import { stub } from '@boothdeck/client/testing';
import { eventEndpoints } from '@boothdeck/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEvent, buildEventOption } from '@/testing/build-event';
import { SAVED_OPTION_SETTINGS } from '@/testing/build-option-settings';
import { openMemberPage } from '@/testing/open-member-page';

const OPTIONS = buildEventOption({ social_media: 1, gif: 1, brust_gif: 1, digital_props: 1, frame: 1, filters: 1 });
const section = (name: string) => within(screen.getByRole('region', { name }));

const SAVED = buildEvent({
  id: 12,
  event_name: 'Harbour lights',
  event_option: { ...OPTIONS, email: 1 },
  ...SAVED_OPTION_SETTINGS,
});

describe('option sections of the event details', { timeout: 15_000 }, () => {
  it('shows what each library option chose, with its settings', async () => {
    openMemberPage('/show/event/12', [stub(eventEndpoints.show, { event: SAVED }, { params: { id: 12 } })]);
    expect(await screen.findByRole('heading', { name: 'Harbour lights' }, { timeout: 5000 })).toBeInTheDocument();

    expect(section('Sharing').getByText('“Share the fun”')).toBeInTheDocument();
    expect(section('Sharing').getByText('Instagram').nextSibling).toHaveTextContent('Enabled');
    expect(section('Sharing').getByText('Facebook Text').nextSibling).toHaveTextContent('Disabled');
    expect(section('3 in 1 Animation').getByRole('img', { name: 'Polaroid Stack' })).toHaveAttribute('src', '/p.svg');
    expect(section('3 in 1 Animation').getByText('Polaroid Stack')).toBeInTheDocument();
    expect(section('3 in 1 Animation').getByText('4 frames · 3 s countdown · Fast')).toBeInTheDocument();
    expect(section('3 in 1 Animation').getByText('Custom frame')).toBeInTheDocument();
    expect(section('3 in 1 Fast').getByText('Confetti Burst')).toBeInTheDocument();
    expect(section('3 in 1 Fast').getByText('10 frames · Slow · mirrored')).toBeInTheDocument();
    expect(section('Props').getByText('Party hat')).toBeInTheDocument();
    expect(section('Frame').getByRole('img', { name: 'Black & Gold' })).toHaveAttribute('src', '/f.svg');
    expect(section('Frame').getByText('Black & Gold')).toBeInTheDocument();
    // A saved e-mail template is called by the name it was saved under.
    expect(section('Sharing').getByText('Template').nextSibling).toHaveTextContent('Riley wedding email (My Template)');
    expect(section('Filter').getByRole('img', { name: 'Mono' })).toBeInTheDocument();
    expect(section('Filter').getByRole('link', { name: 'Edit Filter' })).toHaveAttribute(
      'href',
      '/event/filter/edit/12',
    );
  });

  it('says when an enabled option has nothing chosen yet', async () => {
    openMemberPage('/show/event/12', [
      stub(
        eventEndpoints.show,
        { event: buildEvent({ id: 12, event_name: 'Bare', event_option: OPTIONS }) },
        { params: { id: 12 } },
      ),
    ]);
    expect(await screen.findByRole('heading', { name: 'Bare' }, { timeout: 5000 })).toBeInTheDocument();
    for (const name of ['3 in 1 Animation', '3 in 1 Fast', 'Props', 'Frame', 'Filter']) {
      expect(section(name).getByText('Nothing chosen yet.')).toBeInTheDocument();
    }
  });
});
