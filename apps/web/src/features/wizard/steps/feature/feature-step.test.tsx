import { callsTo, stub, stubApi } from '@boothdeck/client/testing';
import { eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { buildFeature } from '@/testing/build-event';
import { buildPlanFeatures, buildUser } from '@/testing/build-user';
import { renderUi } from '@/testing/render-ui';
import { CREATE_MODE } from '../../lib/step-mode';
import { EMPTY_DRAFT, useDraftStore } from '../../stores/draft-store';
import { EMPTY_OPTIONS } from '../options/options-schema';
import { DEFAULT_FEATURES } from './feature-schema';
import { FeatureStep } from './feature-step';

const tile = (name: string) => screen.getByRole('checkbox', { name });

function renderFeature(plan = buildPlanFeatures()) {
  useSessionStore.getState().setSession('token-1', buildUser({ plan_features: plan }));
  const fetchMock = stubApi(stub(eventEndpoints.saveFeature, { status: true, feature: buildFeature() }));
  const view = renderUi(<FeatureStep mode={CREATE_MODE} />, { path: '/event/feature', otherPaths: ['/event/options'] });
  return { ...view, fetchMock };
}

describe('feature step', { timeout: 15_000 }, () => {
  beforeEach(() => useDraftStore.setState({ ...EMPTY_DRAFT, eventId: 5 }));

  it('keeps Still Photo ticked and locks Data Capture when the package lacks it', () => {
    renderFeature(buildPlanFeatures({ data_capture: false }));
    expect(tile('Still Photo')).toBeChecked();
    expect(tile('Still Photo')).toBeDisabled();
    expect(tile('Data Capture')).toBeDisabled();
    expect(screen.getByRole('link', { name: MESSAGES.upgradePackage })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/event/create');
  });

  it('turns the sharing options off with Sharing, then opens Options', async () => {
    useDraftStore.setState({
      feature: { ...DEFAULT_FEATURES, sharing: true, gallery: true },
      event_option: { ...EMPTY_OPTIONS, email: true, social_media: true, microsite: true, frame: true },
    });
    const { user, fetchMock, location } = renderFeature();

    await user.click(tile('Sharing'));
    await user.click(tile('Video'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/options'));
    expect(callsTo(fetchMock, eventEndpoints.saveFeature)[0]?.body).toMatchObject({
      eventId: 5,
      still_photo: 1,
      video: 1,
      gallery: 1,
      sharing: 0,
    });
    expect(useDraftStore.getState().event_option).toMatchObject({
      email: false,
      social_media: false,
      microsite: false,
      frame: true,
    });
  });

  it('sends a new event back to the Event Info step', () => {
    useDraftStore.getState().resetDraft();
    const { location } = renderUi(<FeatureStep mode={CREATE_MODE} />, {
      path: '/event/feature',
      otherPaths: ['/event/create'],
    });
    expect(location()?.pathname).toBe('/event/create');
  });
});
