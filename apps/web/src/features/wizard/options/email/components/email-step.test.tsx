import { callsTo, stub } from '@boothdeck/client/testing';
import { emailEndpoints, savedTemplateEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '@/testing/build-event';
import { SAVED_EMAIL_SETTING } from '@/testing/build-option-settings';
import { fillField } from '@/testing/fill-field';
import { renderOptionForm } from '@/testing/render-option-form';
import { bodySavedOnNext, stateOnArrival } from '@/testing/step-navigation';
import { CHOSEN_EMAIL_TEMPLATE, EMAIL_SAMPLE, EMAIL_TEMPLATE, EMAIL_TEMPLATE_STUBS } from '@/testing/template-fixtures';
import { EmailStep } from './email-step';

const EVENT = buildEvent({ id: 12, event_name: 'Riley & Sam’s Wedding' });
const SAVED_MINE = {
  id: 7,
  name: 'Gala mail',
  email_template_id: 1,
  contents: { ...EMAIL_SAMPLE, eventName: 'Gala' },
  email_template: EMAIL_TEMPLATE,
  created_at: '2099-01-01T00:00:00.000Z',
};
const STUBS = [
  ...EMAIL_TEMPLATE_STUBS,
  stub(emailEndpoints.get, { emailSetting: null }, { params: { id: 12 } }),
  stub(savedTemplateEndpoints.emailTemplates, { data: { data: [SAVED_MINE] } }),
  stub(emailEndpoints.save, {
    status: true,
    message: 'Saved',
    event_email: { draft_status: 'final' },
    email_setting: SAVED_EMAIL_SETTING,
  }),
];
const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });

function renderEmail() {
  return renderOptionForm(EmailStep, { event: EVENT, path: '/event/email', chosen: ['email'], stubs: STUBS });
}

describe('email step', () => {
  it('needs a sender, a subject and a template, and a real reply-to address', async () => {
    const { user, fetchMock } = renderEmail();
    expect(await screen.findByRole('heading', { name: 'Email Settings' }, { timeout: 5000 })).toBeInTheDocument();
    await fillField(user, input('Reply To'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.chooseAnyTemplate)).toBeInTheDocument();
    expect(callsTo(fetchMock, emailEndpoints.save)).toHaveLength(0);
  });

  it('opens a standard template’s editor from the library, handing it what the step holds', async () => {
    const { user, location } = renderEmail();
    await fillField(
      user,
      await screen.findByLabelText('From Name', { exact: false, selector: 'input' }, { timeout: 5000 }),
      'Gala team',
    );
    await user.click(screen.getByRole('button', { name: 'Template Library' }));
    const library = await screen.findByRole('dialog', { name: 'Template Library' });
    expect(within(library).getByRole('tab', { name: 'Standard Template' })).toBeInTheDocument();
    await user.click(await within(library).findByRole('button', { name: 'Edit Template Email Template One' }));

    expect(await stateOnArrival(location, '/edit-email-template/1')).toEqual({
      templateEditor: 'email',
      stepValues: {
        from_name: 'Gala team',
        reply_to: '',
        email_subject: '',
        send: 'social_gallery_link',
        template: null,
        contents: null,
      },
    });
  });

  it('opens the chosen template’s editor with its texts and the fields typed since', async () => {
    const edited = { ...EMAIL_SAMPLE, contentBodyText: '<h1><strong>See you next year.</strong></h1>' };
    const { user, location } = renderOptionForm(EmailStep, {
      event: EVENT,
      path: '/event/email',
      chosen: ['email'],
      stubs: STUBS,
      state: {
        templateEditor: 'email',
        stepValues: { from_name: 'Gala team', template: CHOSEN_EMAIL_TEMPLATE, contents: edited },
      },
    });
    expect(
      await screen.findByLabelText('From Name', { exact: false, selector: 'input' }, { timeout: 5000 }),
    ).toHaveValue('Gala team');
    await fillField(user, input('Email Subject'), 'Your photos');
    await user.click(screen.getByRole('button', { name: 'Edit template' }));
    await waitFor(() => expect(location()?.pathname).toBe('/edit-email-template/1'));
    expect(location()?.state).toMatchObject({ stepValues: { email_subject: 'Your photos', contents: edited } });
  });

  it('saves the texts the editor handed back', async () => {
    const edited = { ...EMAIL_SAMPLE, contentBodyText: '<h1><strong>See you next year.</strong></h1>' };
    const { user, fetchMock, location } = renderOptionForm(EmailStep, {
      event: EVENT,
      path: '/event/email',
      chosen: ['email'],
      stubs: STUBS,
      state: {
        templateEditor: 'email',
        stepValues: {
          from_name: 'Gala team',
          email_subject: 'Your photos',
          template: CHOSEN_EMAIL_TEMPLATE,
          contents: edited,
        },
      },
    });
    expect(await screen.findByText('Email Template One', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await bodySavedOnNext({ user, fetchMock, location }, emailEndpoints.save, '/event/summary')).toEqual({
      eventId: 12,
      from_name: 'Gala team',
      reply_to: '',
      email_subject: 'Your photos',
      send: 'social_gallery_link',
      email_template_id: 1,
      template_type: 'standard',
      contents: edited,
      draft_status: 'final',
    });
  });

  it('chooses a standard template whose texts name this event, not the sample’s', async () => {
    const { user, fetchMock, location } = renderEmail();
    await fillField(
      user,
      await screen.findByLabelText('From Name', { exact: false, selector: 'input' }, { timeout: 5000 }),
      'Riley & Sam',
    );
    await fillField(user, input('Email Subject'), 'Your photos');
    await user.click(screen.getByRole('button', { name: 'Template Library' }));
    const library = await screen.findByRole('dialog', { name: 'Template Library' });
    await user.click(await within(library).findByRole('radio', { name: 'Email Template One' }));
    await user.click(within(library).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Email Template One')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/summary'));
    expect(callsTo(fetchMock, emailEndpoints.save)[0]?.body).toMatchObject({
      email_template_id: 1,
      template_type: 'standard',
      contents: { ...EMAIL_SAMPLE, eventName: 'Riley & Sam’s Wedding' },
    });
  });

  it('chooses one of my templates and saves the step with it', async () => {
    const { user, fetchMock, location } = renderEmail();
    await fillField(
      user,
      await screen.findByLabelText('From Name', { exact: false, selector: 'input' }, { timeout: 5000 }),
      'Gala team',
    );
    await fillField(user, input('Email Subject'), 'Your photos');
    await user.click(screen.getByRole('button', { name: 'Template Library' }));
    const library = await screen.findByRole('dialog', { name: 'Template Library' });
    await user.click(within(library).getByRole('tab', { name: 'My Template' }));
    await user.click(await within(library).findByRole('radio', { name: 'Gala mail' }));
    await user.click(within(library).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('My Template')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/summary'));
    expect(callsTo(fetchMock, emailEndpoints.save)[0]?.body).toMatchObject({
      email_template_id: 1,
      template_type: 'my',
      email_my_template_id: 7,
      contents: SAVED_MINE.contents,
    });
  });
});
