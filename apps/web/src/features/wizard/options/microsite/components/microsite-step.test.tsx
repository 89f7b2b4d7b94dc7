import { callsTo, stub } from '@boothdeck/client/testing';
import { micrositeEndpoints, savedTemplateEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '@/testing/build-event';
import { SAVED_MICROSITE } from '@/testing/build-option-settings';
import { buildPlanFeatures, buildUser } from '@/testing/build-user';
import { fillField } from '@/testing/fill-field';
import { renderOptionForm } from '@/testing/render-option-form';
import { stateOnArrival } from '@/testing/step-navigation';
import { CHOSEN_MICROSITE_TEMPLATE, MICROSITE_LOOK, MICROSITE_TEMPLATE_STUBS } from '@/testing/template-fixtures';
import { MicrositeStep } from './microsite-step';

const EVENT = buildEvent({ id: 12 });
const STUBS = [
  ...MICROSITE_TEMPLATE_STUBS,
  stub(micrositeEndpoints.get, { microsite: null }, { params: { id: 12 } }),
  stub(savedTemplateEndpoints.socialGalleryTemplates, { data: { data: [] } }),
  stub(micrositeEndpoints.save, { status: true, message: 'Saved', microsite: SAVED_MICROSITE }),
];

function renderMicrosite(member = buildUser()) {
  return renderOptionForm(MicrositeStep, {
    event: EVENT,
    path: '/event/microsite',
    chosen: ['microsite'],
    stubs: STUBS,
    member,
  });
}

async function chooseTemplate(user: ReturnType<typeof renderMicrosite>['user']) {
  await user.click(screen.getByRole('button', { name: 'Select Your Social Gallery' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Your Social Gallery' });
  expect(dialog).toHaveTextContent('My Template');
  await user.click(await screen.findByRole('radio', { name: 'Social Gallery Two' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await screen.findByRole('button', { name: 'Edit template' });
}

describe('social gallery step', () => {
  it('needs a template', async () => {
    const { user, fetchMock } = renderMicrosite();
    expect(await screen.findByText(MESSAGES.noTemplateSelected, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(MESSAGES.chooseAnyTemplate)).toBeInTheDocument();
    expect(callsTo(fetchMock, micrositeEndpoints.save)).toHaveLength(0);
  });

  it('keeps a new gallery password through a trip to the template editor, out of the browser’s history', async () => {
    const { user, location } = renderMicrosite();
    await screen.findByText(MESSAGES.noTemplateSelected, {}, { timeout: 5000 });
    await chooseTemplate(user);
    await fillField(user, screen.getByLabelText('Meta Title', { selector: 'input' }), 'Gala photos');
    await fillField(user, screen.getByLabelText('Gallery Password', { selector: 'input' }), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Edit template' }));

    expect(await stateOnArrival(location, '/edit-socail-template/2')).toMatchObject({
      templateEditor: 'microsite',
      stepValues: {
        meta_title: 'Gala photos',
        gallery_password: '',
        template: { templateId: 2, choice: { type: 'standard', id: 2 } },
        contents: MICROSITE_LOOK,
      },
    });
    expect(JSON.stringify(location()?.state)).not.toContain('secret-1');

    // Back from the editor (Save hands the step's values back as they were handed over).
    const handedBack = location()?.state;
    cleanup();
    const back = renderOptionForm(MicrositeStep, {
      event: EVENT,
      path: '/event/microsite',
      chosen: ['microsite'],
      stubs: STUBS,
      state: handedBack,
    });
    expect(await screen.findByLabelText('Gallery Password', { selector: 'input' }, { timeout: 5000 })).toHaveValue(
      'secret-1',
    );
    expect(screen.getByLabelText('Meta Title', { selector: 'input' })).toHaveValue('Gala photos');
    await back.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(back.fetchMock, micrositeEndpoints.save)).toHaveLength(1));
    expect(callsTo(back.fetchMock, micrositeEndpoints.save)[0]?.body).toMatchObject({ gallery_password: 'secret-1' });
  });

  it('sends the template, its look, the settings, who sees the gallery and the tracking script', async () => {
    const { user, fetchMock, location } = renderMicrosite();
    await screen.findByText(MESSAGES.noTemplateSelected, {}, { timeout: 5000 });
    await chooseTemplate(user);
    await fillField(user, screen.getByLabelText('Meta Title', { selector: 'input' }), 'Gala photos');
    await user.click(screen.getByRole('switch', { name: 'Twitter' }));
    // The venue screen's choice shows only once guests no longer see everything.
    expect(screen.queryByRole('switch', { name: /venue slide show/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Each guest sees only their own' }));
    expect(screen.getByRole('radio', { name: 'Each guest sees only their own' })).toBeChecked();
    await user.click(await screen.findByRole('switch', { name: /venue slide show/ }));
    await user.click(screen.getByRole('button', { name: 'Js Header Tracking' }));
    const tracking = await screen.findByRole('dialog', { name: 'Js Header Tracking' });
    await fillField(user, screen.getByLabelText('Header script'), 'gtag()');
    await user.click(within(tracking).getByRole('button', { name: 'Save changes' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/summary'));
    expect(callsTo(fetchMock, micrositeEndpoints.save)[0]?.body).toEqual({
      eventId: 12,
      gallery_button: 0,
      meta_title: 'Gala photos',
      sms: 1,
      email: 1,
      facebook: 1,
      instagram: 1,
      linked_in: 1,
      twitter: 0,
      download: 1,
      microsite_template_id: 2,
      template_type: 'standard',
      contents: MICROSITE_LOOK,
      tag_script: 'gtag()',
      gallery_privacy: 'own',
      venue_slide_show: 1,
    });
  });

  it('saves the look the template editor handed back', async () => {
    const look = { ...MICROSITE_LOOK, contentBodyText: 'Our gala, your photos', SocialMenuStyle: '#2F2A5B' };
    const { user, fetchMock, location } = renderOptionForm(MicrositeStep, {
      event: EVENT,
      path: '/event/microsite',
      chosen: ['microsite'],
      stubs: STUBS,
      state: {
        templateEditor: 'microsite',
        stepValues: { meta_title: 'Gala photos', template: CHOSEN_MICROSITE_TEMPLATE, contents: look },
      },
    });
    expect(await screen.findByLabelText('Meta Title', { selector: 'input' }, { timeout: 5000 })).toHaveValue(
      'Gala photos',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/summary'));
    expect(callsTo(fetchMock, micrositeEndpoints.save)[0]?.body).toMatchObject({
      meta_title: 'Gala photos',
      microsite_template_id: 2,
      template_type: 'standard',
      contents: look,
    });
  });

  it('is locked when the package lacks the social gallery', async () => {
    renderMicrosite(buildUser({ plan_features: buildPlanFeatures({ microsite: false }) }));
    expect(await screen.findByRole('link', { name: MESSAGES.upgradePackage }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
