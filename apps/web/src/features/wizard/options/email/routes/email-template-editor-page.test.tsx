import { failure, stub } from '@boothdeck/client/testing';
import { eventEndpoints, libraryEndpoints, savedTemplateEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDraftStore } from '@/features/wizard/step-kit';
import { buildEvent, buildEventInfoDraft } from '@/testing/build-event';
import { fillField } from '@/testing/fill-field';
import { openMemberPage } from '@/testing/open-member-page';
import { saveAsMyTemplate } from '@/testing/save-as-my-template';
import { CHOSEN_EMAIL_TEMPLATE, EMAIL_SAMPLE, EMAIL_TEMPLATE_STUBS } from '@/testing/template-fixtures';

/** What the e-mail step hands over: its fields as typed, and texts already edited. */
const STEP_VALUES = {
  from_name: 'Gala team',
  reply_to: '',
  email_subject: 'Your photos',
  send: 'social_gallery_link',
  template: CHOSEN_EMAIL_TEMPLATE,
  contents: {
    ...EMAIL_SAMPLE,
    contentBodyText: '<p>Our own words.</p>',
    markupText: '<p>Tag us <a href="javascript:alert(1)">here</a><img src="x" onerror="alert(1)"></p>',
  },
};
const STUBS = [
  ...EMAIL_TEMPLATE_STUBS,
  stub(savedTemplateEndpoints.saveEmailTemplate, { message: MESSAGES.templateSaved, data: { id: 8 } }),
];
const fromStep = (pathname: string) => ({ pathname, state: { templateEditor: 'email', stepValues: STEP_VALUES } });

// ProseMirror maps clicks and the caret to coordinates, which jsdom does not lay out.
beforeAll(() => {
  document.elementFromPoint = () => null;
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});
// The editor's page is loaded on demand; loading it once here keeps the first test's waits about the page.
beforeAll(() => import('./email-template-editor-page'), 30_000);

const editorAction = (name: string) =>
  within(screen.getByRole('group', { name: 'Editor actions' })).getByRole('button', { name });
const preview = () => within(screen.getByRole('region', { name: 'Email preview' }));

describe('email template editor', () => {
  it('turns the message into a bold heading with the toolbar and takes it back to the step', async () => {
    const { user, location } = openMemberPage(fromStep('/edit-email-template/1'), STUBS);
    const body = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 8000 });
    expect(body).toHaveTextContent('Our own words.');
    expect(preview().getByText('here').closest('a')).not.toHaveAttribute('href');
    expect(screen.getByRole('region', { name: 'Email preview' }).querySelector('img')).toBeNull();

    await user.click(body);
    await user.keyboard('{Control>}a{/Control}');
    const message = within(screen.getByRole('group', { name: 'Message' }));
    await user.click(message.getByRole('button', { name: 'Bold' }));
    await user.click(message.getByRole('button', { name: 'Heading 1' }));
    await user.clear(screen.getByLabelText('Greeting', { selector: 'input' }));
    await fillField(user, screen.getByLabelText('Greeting', { selector: 'input' }), 'Dear guest,');
    expect(preview().getByRole('heading', { level: 1, name: /Our own words\./ })).toBeInTheDocument();
    expect(preview().getByText('Dear guest,')).toBeInTheDocument();

    await user.click(editorAction('Save'));
    await waitFor(() => expect(location()?.pathname).toBe('/event/email'));
    expect(location()?.state).toEqual({
      templateEditor: 'email',
      stepValues: {
        ...STEP_VALUES,
        contents: {
          ...STEP_VALUES.contents,
          userName: 'Dear guest,',
          contentBodyText: '<h1><strong>Our own words.</strong></h1>',
        },
      },
    });
  });

  it('resets to the template’s sample, and Cancel returns to the step as it was', async () => {
    const { user, location } = openMemberPage(fromStep('/edit-email-template/1/12'), STUBS);
    const body = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 8000 });
    await user.type(screen.getByLabelText('Button text', { selector: 'input' }), ' now');
    expect(preview().getByText('View photos now')).toBeInTheDocument();

    await user.click(editorAction('Reset'));
    await waitFor(() => expect(body).toHaveTextContent(/^Thanks for coming\.$/));
    expect(screen.getByLabelText('Button text', { selector: 'input' })).toHaveValue('View photos');
    expect(preview().getByText('Thanks for coming.')).toBeInTheDocument();

    await user.click(editorAction('Cancel'));
    await waitFor(() => expect(location()?.pathname).toBe('/event/email/edit/12'));
    expect(location()?.state).toEqual({ templateEditor: 'email', stepValues: STEP_VALUES });
  });

  it('asks before saving the texts as a named template of mine, then makes it the step’s template', async () => {
    // Opened on its own (a reload without the step's values): the template's sample is the start.
    const view = openMemberPage('/edit-email-template/1/12', STUBS);
    expect(await screen.findByRole('textbox', { name: 'Message' }, { timeout: 8000 })).toHaveTextContent(
      'Thanks for coming.',
    );
    await view.user.click(
      within(screen.getByRole('group', { name: 'Save Changes' })).getByRole('button', { name: 'Save' }),
    );
    expect(screen.getByText(MESSAGES.templateNameRequired)).toBeInTheDocument();

    const saved = await saveAsMyTemplate(view, 'Gala mail', {
      endpoint: savedTemplateEndpoints.saveEmailTemplate,
      backTo: '/event/email/edit/12',
    });
    expect(saved).toEqual({ name: 'Gala mail', email_template_id: 1, contents: EMAIL_SAMPLE });
    expect(view.location()?.state).toEqual({
      templateEditor: 'email',
      stepValues: {
        template: { ...CHOSEN_EMAIL_TEMPLATE, choice: { type: 'my', id: 8 }, name: 'Gala mail' },
        contents: EMAIL_SAMPLE,
      },
    });
    expect(await screen.findByText(MESSAGES.templateSaved)).toBeInTheDocument();
  });

  it('starts the sample from the organiser’s own event, not the one the sample was written for', async () => {
    const event = buildEvent({ id: 12, event_name: 'Riley & Sam’s Wedding' });
    openMemberPage('/edit-email-template/1/12', [
      ...STUBS,
      stub(eventEndpoints.show, { event }, { params: { id: 12 } }),
    ]);
    await screen.findByRole('textbox', { name: 'Message' }, { timeout: 8000 });
    expect(screen.getByLabelText('Event name', { selector: 'input' })).toHaveValue('Riley & Sam’s Wedding');
    expect(preview().getByText('Riley & Sam’s Wedding')).toBeInTheDocument();
    expect(preview().queryByText(EMAIL_SAMPLE.eventName)).not.toBeInTheDocument();
  });

  it('takes the event name from the wizard’s draft when opened from the wizard', async () => {
    useDraftStore.setState({ eventId: 9, event_info: buildEventInfoDraft({ event_name: 'Harbour Lights Gala' }) });
    openMemberPage('/edit-email-template/1', STUBS);
    await screen.findByRole('textbox', { name: 'Message' }, { timeout: 8000 });
    expect(screen.getByLabelText('Event name', { selector: 'input' })).toHaveValue('Harbour Lights Gala');
    useDraftStore.setState({ eventId: null, event_info: null });
  });

  it('inserts an image by its web address only', async () => {
    const { user } = openMemberPage('/edit-email-template/1', STUBS);
    const body = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 8000 });
    const message = within(screen.getByRole('group', { name: 'Message' }));
    await user.click(message.getByRole('button', { name: 'Insert image' }));
    // Without layout the popover's target looks detached, so Mantine keeps the dropdown hidden.
    const address = await screen.findByRole('textbox', { name: 'Image address', hidden: true });
    await fillField(user, address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Insert', hidden: true }));
    expect(await screen.findByText(MESSAGES.invalidImageUrl)).toBeInTheDocument();

    await user.clear(address);
    await user.type(address, 'https://cdn.example.com/booth.png{Enter}');
    await waitFor(() => expect(body.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/booth.png'));
    expect(preview().getByRole('img')).toHaveAttribute('src', 'https://cdn.example.com/booth.png');
  });

  it('says so when the template does not exist', async () => {
    openMemberPage('/edit-email-template/99', [
      ...STUBS,
      stub(libraryEndpoints.emailTemplateSample, failure(404, { message: MESSAGES.notFound }), { params: { id: 99 } }),
    ]);
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(MESSAGES.notFound);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/event/email');
  });
});
