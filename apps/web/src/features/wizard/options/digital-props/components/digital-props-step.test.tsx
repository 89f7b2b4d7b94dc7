import { callsTo, stub } from '@boothdeck/client/testing';
import { digitalPropEndpoints, eventEndpoints, libraryEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '@/features/wizard/step-kit';
import { buildEvent, buildEventOption } from '@/testing/build-event';
import { PROPS } from '@/testing/build-library';
import { openMemberPage } from '@/testing/open-member-page';
import { renderOptionStep } from '@/testing/render-option-step';
import { DigitalPropsStep } from './digital-props-step';

const EVENT = buildEvent({ id: 9, state: 'draft', event_option: buildEventOption({ digital_props: 1 }) });
const SAVED_PROPS = [
  { prop_id: 2, name: 'Party hat', photo_frame: '/library/prop-2.svg' },
  { prop_id: 5, name: 'Star glasses', photo_frame: '/library/prop-5.svg' },
];

describe('digital props step', () => {
  beforeEach(() => useDraftStore.getState().resetDraft());

  it('says no props are selected, asks for one, then saves the props picked across categories', async () => {
    const { user, fetchMock, location } = renderOptionStep(DigitalPropsStep, EVENT, {
      path: '/event/digital-prop',
      options: ['digital_props'],
      otherPaths: ['/event/summary'],
      stubs: [
        stub(libraryEndpoints.props, PROPS),
        stub(digitalPropEndpoints.save, {
          status: true,
          message: 'Event saved.',
          digital_prop: 'success',
          props: SAVED_PROPS,
        }),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Digital Prop Settings' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noPropsSelected)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.chooseAnyLibrary);

    await user.click(screen.getByRole('button', { name: 'Open Prop Library' }));
    const library = await screen.findByRole('dialog', { name: 'Prop Library' });
    await user.click(within(library).getByRole('checkbox', { name: 'Party hat' }));
    await user.click(within(library).getByRole('tab', { name: 'Glasses & Masks' }));
    await user.click(within(library).getByRole('checkbox', { name: 'Star glasses' }));
    await user.click(within(library).getByRole('button', { name: 'Save changes' }));
    expect(screen.queryByText(MESSAGES.noPropsSelected)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Party hat' }));
    await user.click(screen.getByRole('button', { name: 'Open Prop Library' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Select All' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/summary'));
    expect(callsTo(fetchMock, digitalPropEndpoints.save)[0]?.body).toEqual({
      eventId: 9,
      digital_prop_frame: [5, 1, 2, 3],
    });
    expect(useDraftStore.getState().optionSteps['digital-props']).toEqual(SAVED_PROPS);
  });

  it('updates the props of a saved event and returns to its details', async () => {
    const event = buildEvent({
      id: 12,
      event_option: buildEventOption({ digital_props: 1 }),
      digital_prop: SAVED_PROPS,
    });
    const { user, fetchMock, location } = openMemberPage('/event/digital-prop/edit/12', [
      stub(eventEndpoints.show, { event }, { params: { id: 12 } }),
      stub(libraryEndpoints.props, PROPS),
      stub(
        digitalPropEndpoints.update,
        { status: true, message: '', digital_prop: 'success', props: [] },
        { params: { id: 12 } },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove Party hat' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(location()?.pathname).toBe('/show/event/12'), { timeout: 5000 });
    expect(callsTo(fetchMock, digitalPropEndpoints.update, { params: { id: 12 } })[0]?.body).toEqual({
      digital_prop_frame: [5],
    });
  });
});
