import { callsTo, stub, stubApi } from '@boothdeck/client/testing';
import { type EndpointReply, eventEndpoints, OPTION_KEYS } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { OPTION_LABELS } from '@/shared/lib/event-options';
import { useSessionStore } from '@/shared/session/session-store';
import { buildEvent, buildEventOption } from '@/testing/build-event';
import { buildPlanFeatures, buildUser } from '@/testing/build-user';
import { renderUi } from '@/testing/render-ui';
import { CREATE_MODE } from '../../lib/step-mode';
import { EMPTY_DRAFT, useDraftStore } from '../../stores/draft-store';
import { DEFAULT_FEATURES } from '../feature/feature-schema';
import { OptionsStep } from './options-step';

const SAVED_OPTIONS: EndpointReply<typeof eventEndpoints.saveOptions> = {
  status: true,
  event_option: buildEventOption(),
};
const digit = (position: number) => screen.getByLabelText(`Admin Password digit ${position}`);
const tile = (name: string) => screen.getByRole('checkbox', { name });

function renderOptions({ dataCapture = true, plan = buildPlanFeatures() } = {}) {
  useSessionStore.getState().setSession('token-1', buildUser({ plan_features: plan }));
  useDraftStore.setState({ ...EMPTY_DRAFT, eventId: 9, feature: { ...DEFAULT_FEATURES, data_capture: dataCapture } });
  const fetchMock = stubApi(stub(eventEndpoints.saveOptions, SAVED_OPTIONS));
  const view = renderUi(<OptionsStep mode={CREATE_MODE} />, {
    path: '/event/options',
    otherPaths: ['/event/summary', '/event/create', '/event/email'],
  });
  return { ...view, fetchMock };
}

describe('options step', { timeout: 15_000 }, () => {
  beforeEach(() => useDraftStore.getState().resetDraft());

  it('offers every option, Form Builder only when the event captures data', () => {
    renderOptions();
    expect(screen.getByRole('heading', { name: 'Event Options' })).toBeInTheDocument();
    // Data capture has no tile: it follows the Data Capture feature.
    const tiles = OPTION_KEYS.filter((option) => option !== 'data_capture');
    expect(screen.getAllByRole('checkbox')).toHaveLength(tiles.length);
    for (const option of tiles) expect(tile(OPTION_LABELS[option]), option).toBeEnabled();
    expect(tile('Form Builder')).toBeEnabled();
  });

  it('hides Form Builder for an event without data capture', () => {
    renderOptions({ dataCapture: false });
    expect(screen.getAllByRole('checkbox')).toHaveLength(OPTION_KEYS.length - 2);
    expect(screen.queryByRole('checkbox', { name: 'Form Builder' })).not.toBeInTheDocument();
  });

  it('locks the options the package lacks under an upgrade prompt', () => {
    renderOptions({ plan: buildPlanFeatures({ email: false, custom_branding: false, text_messaging: false }) });

    expect(tile('Email')).toBeDisabled();
    expect(tile('Custom Branding')).toBeDisabled();
    expect(tile('SMS Sharing')).toBeDisabled();
    expect(tile('Social Gallery')).toBeEnabled();
    expect(screen.getAllByRole('link', { name: MESSAGES.upgradePackage })).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: MESSAGES.upgradePackage })[0]).toHaveAttribute('href', '/event/type');
  });

  it('asks for at least one option and the four digits', async () => {
    const { user, fetchMock } = renderOptions();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.chooseAnyOption);
    expect(screen.getByText(MESSAGES.required)).toBeInTheDocument();
    expect(callsTo(fetchMock, eventEndpoints.saveOptions)).toHaveLength(0);
  });

  it('takes the admin password one digit a box: digits only, onwards on each, back on Backspace', async () => {
    const { user } = renderOptions();
    await user.click(digit(1));
    await user.keyboard('7a');
    expect(digit(1)).toHaveValue('7');
    expect(digit(2)).toHaveFocus();

    await user.keyboard('2');
    expect(digit(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(digit(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(digit(2)).toHaveValue('');
  });

  it('fills all four boxes from a pasted code', async () => {
    const { user } = renderOptions();
    await user.click(digit(1));
    await user.paste('4821');
    expect([1, 2, 3, 4].map((position) => (digit(position) as HTMLInputElement).value)).toEqual(['4', '8', '2', '1']);
  });

  it('saves the ticked options with the joined password and moves on to the first chosen step', async () => {
    const { user, fetchMock, location } = renderOptions();
    await user.click(tile('Frames'));
    await user.click(tile('Email'));
    await user.click(digit(1));
    await user.paste('1234');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/email'));
    const [call] = callsTo(fetchMock, eventEndpoints.saveOptions);
    expect(call?.body).toMatchObject({
      eventId: 9,
      frame: 1,
      email: 1,
      social_media: 0,
      data_capture: 1,
      password: '1234',
    });
    expect(useDraftStore.getState().event_option).toMatchObject({ frame: true, email: true, adminPassword: '1234' });
  });

  it('saves a draft in place with a notice', async () => {
    const { user, fetchMock, location } = renderOptions();
    await user.click(tile('QR Code'));
    await user.click(digit(1));
    await user.paste('1234');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText(MESSAGES.draftSaved)).toBeInTheDocument();
    expect(callsTo(fetchMock, eventEndpoints.saveOptions)).toHaveLength(1);
    expect(location()?.pathname).toBe('/event/options');
  });

  describe('editing a running event', () => {
    function renderEdit() {
      useSessionStore.getState().setSession('token-1', buildUser({ plan_features: buildPlanFeatures() }));
      const event = buildEvent({ id: 9, event_option: buildEventOption({ frame: 1, password: '1234' }) });
      const fetchMock = stubApi(stub(eventEndpoints.saveOptions, SAVED_OPTIONS));
      const view = renderUi(<OptionsStep mode={{ kind: 'edit', event }} />, {
        path: '/event/options/edit/9',
        otherPaths: ['/show/event/:id'],
      });
      return { ...view, fetchMock };
    }

    it('says that a new admin password stops every booth before saving it, and saves only once confirmed', async () => {
      const { user, fetchMock } = renderEdit();
      await user.click(digit(1));
      await user.paste('5678');
      await user.click(screen.getByRole('button', { name: 'Update' }));

      const dialog = await screen.findByRole('dialog', { name: 'Change the admin password?' });
      expect(dialog).toHaveTextContent(/Every booth signed in to this event stops taking photos/);
      expect(callsTo(fetchMock, eventEndpoints.saveOptions)).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Keep the old password' }));
      expect(callsTo(fetchMock, eventEndpoints.saveOptions)).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Update' }));
      await user.click(await screen.findByRole('button', { name: 'Change it and stop the booths' }));
      await waitFor(() => expect(callsTo(fetchMock, eventEndpoints.saveOptions)).toHaveLength(1));
      expect(callsTo(fetchMock, eventEndpoints.saveOptions)[0]?.body).toMatchObject({ password: '5678' });
    });

    it('saves other changes without asking when the admin password stays', async () => {
      const { user, fetchMock } = renderEdit();
      await user.click(tile('Email'));
      await user.click(screen.getByRole('button', { name: 'Update' }));
      await waitFor(() => expect(callsTo(fetchMock, eventEndpoints.saveOptions)).toHaveLength(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
