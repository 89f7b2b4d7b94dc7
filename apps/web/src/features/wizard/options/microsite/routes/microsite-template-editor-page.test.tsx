import { stub } from '@boothdeck/client/testing';
import { savedTemplateEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillField } from '@/testing/fill-field';
import { pngFile } from '@/testing/image-files';
import { openMemberPage } from '@/testing/open-member-page';
import { saveAsMyTemplate } from '@/testing/save-as-my-template';
import { CHOSEN_MICROSITE_TEMPLATE, MICROSITE_LOOK, MICROSITE_TEMPLATE_STUBS } from '@/testing/template-fixtures';

const STEP_VALUES = { meta_title: 'Gala photos', template: CHOSEN_MICROSITE_TEMPLATE, contents: MICROSITE_LOOK };
const STUBS = [
  ...MICROSITE_TEMPLATE_STUBS,
  stub(savedTemplateEndpoints.saveSocialGalleryTemplate, { message: MESSAGES.templateSaved, data: { id: 5 } }),
];

beforeAll(() => import('./microsite-template-editor-page'), 30_000);

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('social gallery template editor', () => {
  it('refuses a logo of 50 KB or more and shows a smaller one in the preview', async () => {
    const { user } = openMemberPage('/edit-socail-template/2', STUBS);
    await screen.findByRole('region', { name: 'Social gallery preview' }, { timeout: 8000 });
    await user.upload(fileInput(), pngFile('logo.png', 50 * 1024));
    expect(await screen.findByText(MESSAGES.logoTooLarge)).toBeInTheDocument();

    await user.upload(fileInput(), pngFile('logo.png', 2048));
    const preview = within(screen.getByRole('region', { name: 'Social gallery preview' }));
    await waitFor(() => expect(preview.getByAltText('Gallery logo').getAttribute('src')).toMatch(/^data:image\/png/));
    expect(screen.queryByText(MESSAGES.logoTooLarge)).not.toBeInTheDocument();
  });

  it('takes a new tagline and menu colour back to the step, keeping what the step had', async () => {
    const { user, location } = openMemberPage(
      { pathname: '/edit-socail-template/2/12', state: { templateEditor: 'microsite', stepValues: STEP_VALUES } },
      STUBS,
    );
    const tagline = await screen.findByLabelText('Tagline', { selector: 'textarea' }, { timeout: 8000 });
    await user.clear(tagline);
    await fillField(user, tagline, 'Our gala, your photos');
    const colour = screen.getByLabelText('Social menu colour', { selector: 'input' });
    await user.clear(colour);
    await fillField(user, colour, '#2F2A5B');
    const preview = within(screen.getByRole('region', { name: 'Social gallery preview' }));
    expect(preview.getByText('Our gala, your photos')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('group', { name: 'Editor actions' })).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(location()?.pathname).toBe('/event/microsite/edit/12'));
    expect(location()?.state).toEqual({
      templateEditor: 'microsite',
      stepValues: {
        ...STEP_VALUES,
        contents: { ...MICROSITE_LOOK, contentBodyText: 'Our gala, your photos', SocialMenuStyle: '#2F2A5B' },
      },
    });
  });

  it('saves the look as a named template of mine after the confirmation', async () => {
    const view = openMemberPage('/edit-socail-template/2', STUBS);
    await screen.findByRole('group', { name: 'Save Changes' }, { timeout: 8000 });
    const saved = await saveAsMyTemplate(view, 'Gala look', {
      endpoint: savedTemplateEndpoints.saveSocialGalleryTemplate,
      backTo: '/event/microsite',
    });
    expect(saved).toEqual({ name: 'Gala look', microsite_template_id: 2, contents: MICROSITE_LOOK });
    expect(view.location()?.state).toMatchObject({
      stepValues: { template: { choice: { type: 'my', id: 5 }, name: 'Gala look' }, contents: MICROSITE_LOOK },
    });
  });
});
