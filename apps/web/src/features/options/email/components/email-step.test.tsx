import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '@/testing/build-event';
import { renderOptionForm } from '@/testing/render-option-form';
import { callsTo, reply } from '@/testing/stub-api';
import { EmailStep } from './email-step';

const EVENT = buildEvent({ id: 12 });
const TEMPLATE = {
  id: 1,
  name: 'Email Template One',
  template_image: '/library/email_template/template-one.svg',
  layout: 'one',
};
const SAMPLE = {
  userName: 'Hi there,',
  eventName: 'Summer Party',
  contentBodyText: 'Thanks for coming.',
  buttonText: 'View photos',
  markupText: '',
  footerText: 'Sent for the organiser.',
};
const SAVED_MINE = {
  id: 7,
  name: 'Gala mail',
  email_template_id: 1,
  contents: { ...SAMPLE, eventName: 'Gala' },
  email_template: TEMPLATE,
  created_at: '2099-01-01T00:00:00.000Z',
};
const HANDLERS = {
  'get-email-settings-data/12': reply(200, { emailSetting: null }),
  'event-email-template': reply(200, { email_template: [TEMPLATE] }),
  'user/saved/email-template': reply(200, { data: { data: [SAVED_MINE] } }),
  'get-email-template-sample/1': reply(200, {
    template: { id: 1, name: TEMPLATE.name, layout: 'one', contents: SAMPLE },
  }),
  email: reply(200, { status: true, message: 'Saved', event_email: { draft_status: 'final' }, email_setting: {} }),
  'save/my/email-template': reply(200, { message: MESSAGES.templateSaved, data: { id: 8 } }),
};
const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });

function renderEmail() {
  return renderOptionForm(EmailStep, { event: EVENT, path: '/event/email', chosen: ['email'], handlers: HANDLERS });
}

describe('email step', { timeout: 20_000 }, () => {
  it('needs a sender, a subject and a template, and a real reply-to address', async () => {
    const { user, fetchMock } = renderEmail();
    expect(await screen.findByRole('heading', { name: 'Email Settings' }, { timeout: 5000 })).toBeInTheDocument();
    await user.type(input('Reply To'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.chooseAnyTemplate)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'email')).toHaveLength(0);
  });

  it('takes a standard template to edit, previews the texts and saves them', async () => {
    const { user, fetchMock, location } = renderEmail();
    await user.type(
      await screen.findByLabelText('From Name', { exact: false, selector: 'input' }, { timeout: 5000 }),
      'Gala team',
    );
    await user.type(input('Email Subject'), 'Your photos');
    await user.click(screen.getByRole('button', { name: 'Template Library' }));
    const library = await screen.findByRole('dialog', { name: 'Template Library' });
    expect(within(library).getByRole('tab', { name: 'Standard Template' })).toBeInTheDocument();
    await user.click(await within(library).findByRole('button', { name: 'Edit Template Email Template One' }));

    const body = await screen.findByLabelText('Message', { selector: 'textarea' });
    expect(body).toHaveValue('Thanks for coming.');
    await user.clear(body);
    await user.type(body, 'See you next year.');
    expect(
      within(screen.getByRole('region', { name: 'Email preview' })).getByText('See you next year.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/summary'));
    expect(callsTo(fetchMock, 'email')[0]?.body).toEqual({
      eventId: 12,
      from_name: 'Gala team',
      reply_to: '',
      email_subject: 'Your photos',
      send: 'social_gallery_link',
      email_template_id: 1,
      template_type: 'standard',
      contents: { ...SAMPLE, contentBodyText: 'See you next year.' },
      draft_status: 'final',
    });
  });

  it('chooses one of my templates and saves the texts as a new one with the server’s message', async () => {
    const { user, fetchMock } = renderEmail();
    await user.click(await screen.findByRole('button', { name: 'Template Library' }, { timeout: 5000 }));
    const library = await screen.findByRole('dialog', { name: 'Template Library' });
    await user.click(within(library).getByRole('tab', { name: 'My Template' }));
    await user.click(await within(library).findByRole('radio', { name: 'Gala mail' }));
    await user.click(within(library).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByLabelText('Event name', { selector: 'input' })).toHaveValue('Gala');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(MESSAGES.templateNameRequired)).toBeInTheDocument();
    await user.type(input('Save as my template'), 'Gala mail 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, save' }));
    expect(await screen.findByText(MESSAGES.templateSaved)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'save/my/email-template')[0]?.body).toEqual({
      name: 'Gala mail 2',
      email_template_id: 1,
      contents: SAVED_MINE.contents,
    });
  });
});
