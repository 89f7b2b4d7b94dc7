import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '@/testing/build-event';
import { buildPlanFeatures, buildUser } from '@/testing/build-user';
import { renderOptionForm } from '@/testing/render-option-form';
import { callsTo, reply } from '@/testing/stub-api';
import { MicrositeStep } from './microsite-step';

const EVENT = buildEvent({ id: 12 });
const TEMPLATE = {
  id: 2,
  name: 'Social Gallery Two',
  template_image: '/library/micro_site/template-two.svg',
  template_name: 'two',
};
const LOOK = {
  logo: '/library/micro_site/logo/logo-two.svg',
  contentBodyText: 'Relive the night',
  SocialMenuStyle: '#CEA252',
  buttonText: 'Share my photo',
  buttonColor: '#E0457B',
  footerText: 'Powered by your event team.',
};
const HANDLERS = {
  'event/microsite/get/12': reply(200, { microsite: null }),
  'event-micro-site-template': reply(200, { micro_site: [TEMPLATE] }),
  'user/saved/social-gallery-template': reply(200, { data: { data: [] } }),
  'get-micro-site-template-sample/2': reply(200, { template: { ...TEMPLATE, contents: LOOK } }),
  'social-gallery': reply(200, { status: true, message: 'Saved', microsite: {} }),
};

function renderMicrosite(member = buildUser()) {
  return renderOptionForm(MicrositeStep, {
    event: EVENT,
    path: '/event/microsite',
    chosen: ['microsite'],
    handlers: HANDLERS,
    member,
  });
}

async function chooseTemplate(user: ReturnType<typeof renderMicrosite>['user']) {
  await user.click(screen.getByRole('button', { name: 'Select Your Social Gallery' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Your Social Gallery' });
  expect(dialog).toHaveTextContent('My Template');
  await user.click(await screen.findByRole('radio', { name: 'Social Gallery Two' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await screen.findByLabelText('Button text', { selector: 'input' });
}

describe('social gallery step', { timeout: 20_000 }, () => {
  it('needs a template', async () => {
    const { user, fetchMock } = renderMicrosite();
    expect(await screen.findByText(MESSAGES.noTemplateSelected, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(MESSAGES.chooseAnyTemplate)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'social-gallery')).toHaveLength(0);
  });

  it('refuses a logo of 50 KB or more', async () => {
    const { user, container } = renderMicrosite();
    await screen.findByText(MESSAGES.noTemplateSelected, {}, { timeout: 5000 });
    await chooseTemplate(user);
    const big = new File([new Uint8Array(50 * 1024)], 'logo.png', { type: 'image/png' });
    const fileInput = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    await user.upload(fileInput, big);
    expect(await screen.findByText(MESSAGES.logoTooLarge)).toBeInTheDocument();
  });

  it('sends the template, its look, the settings and the tracking script', async () => {
    const { user, fetchMock, location } = renderMicrosite();
    await screen.findByText(MESSAGES.noTemplateSelected, {}, { timeout: 5000 });
    await chooseTemplate(user);
    await user.clear(screen.getByLabelText('Button text', { selector: 'input' }));
    await user.type(screen.getByLabelText('Button text', { selector: 'input' }), 'Get my photos');
    await user.type(screen.getByLabelText('Meta Title', { selector: 'input' }), 'Gala photos');
    await user.click(screen.getByRole('switch', { name: 'Twitter' }));
    await user.click(screen.getByRole('button', { name: 'Js Header Tracking' }));
    const tracking = await screen.findByRole('dialog', { name: 'Js Header Tracking' });
    await user.type(screen.getByLabelText('Header script'), 'gtag()');
    await user.click(within(tracking).getByRole('button', { name: 'Save changes' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/summary'));
    expect(callsTo(fetchMock, 'social-gallery')[0]?.body).toEqual({
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
      contents: { ...LOOK, buttonText: 'Get my photos' },
      tag_script: 'gtag()',
    });
  });

  it('is locked when the package lacks the social gallery', async () => {
    renderMicrosite(buildUser({ plan_features: buildPlanFeatures({ microsite: false }) }));
    expect(await screen.findByRole('link', { name: MESSAGES.upgradePackage }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
