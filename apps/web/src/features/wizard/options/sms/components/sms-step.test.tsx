import { callsTo, failure, stub } from '@boothdeck/client/testing';
import { smsEndpoints, type TextMessage, type TextSmsReply } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMOJI_NOTE_MS } from '@/shared/hooks/use-emoji-free-input';
import { buildEvent } from '@/testing/build-event';
import { buildPlanFeatures, buildUser } from '@/testing/build-user';
import { fillField } from '@/testing/fill-field';
import { renderOptionForm } from '@/testing/render-option-form';
import { bodySavedOnNext } from '@/testing/step-navigation';
import { SmsStep } from './sms-step';

const EVENT = buildEvent({ id: 12 });
const SAVED: TextMessage = {
  text_message: 'Here are your photos',
  google_review_link: '',
  google_review_custom_message: '',
  google_review_message_delay: 1,
  send: 1,
  draft_status: 'final',
};
const SAVED_REPLY: TextSmsReply = {
  status: true,
  message: 'Saved',
  text_sms: { draft_status: 'final' },
  text_message: SAVED,
};
const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });

function renderSms(options: Partial<Parameters<typeof renderOptionForm>[1]> = {}) {
  return renderOptionForm(SmsStep, {
    event: EVENT,
    path: '/event/sms',
    chosen: ['text_messaging', 'frame'],
    stubs: [stub(smsEndpoints.save, SAVED_REPLY), stub(smsEndpoints.update, SAVED_REPLY, { params: { id: 12 } })],
    ...options,
  });
}

describe('SMS step', () => {
  it('refuses an emoji and keeps the rest of the text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, fetchMock } = renderSms({ advanceTimers: vi.advanceTimersByTime });
    expect(screen.getByRole('heading', { name: 'Text Messaging / SMS settings' })).toBeInTheDocument();
    await user.type(field('Text Message'), 'Great night 🎉');

    expect(field('Text Message')).toHaveValue('Great night ');
    expect(screen.getByText(MESSAGES.emojiInTextMessage)).toBeInTheDocument();
    await user.type(field('Text Message'), 'see you');
    expect(field('Text Message')).toHaveValue('Great night see you');
    expect(screen.queryByText(MESSAGES.emojiInTextMessage)).not.toBeInTheDocument();

    // Key by key, a skin-toned hand arrives as the hand, then the tone: neither takes the space.
    await user.type(field('Text Message'), ' 👍🏽');
    expect(field('Text Message')).toHaveValue('Great night see you ');
    await user.paste('👋 again');
    expect(field('Text Message')).toHaveValue('Great night see you  again');
    expect(screen.getByText(MESSAGES.emojiInTextMessage)).toBeInTheDocument();
    // What is left is a valid text: the note goes by itself, without another key.
    act(() => vi.advanceTimersByTime(EMOJI_NOTE_MS));
    expect(screen.queryByText(MESSAGES.emojiInTextMessage)).not.toBeInTheDocument();
    expect(field('Text Message')).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(fetchMock, smsEndpoints.save)).toHaveLength(1));
    expect(callsTo(fetchMock, smsEndpoints.save)[0]?.body).toMatchObject({
      text_message: 'Great night see you  again',
    });
  });

  it('checks the review link and its message of at most 60 characters', async () => {
    const { user, fetchMock } = renderSms();
    await fillField(user, field('Text Message'), 'Your photos are ready');
    await fillField(user, field('Google Review Link'), 'g.page/review');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(MESSAGES.invalidReviewLink)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.reviewMessageRequired)).toBeInTheDocument();

    await user.clear(field('Google Review Link'));
    await fillField(user, field('Google Review Link'), 'https://g.page/r/booth/review');
    await user.click(field('Google Review Custom Message'));
    await user.paste('x'.repeat(61));
    expect(screen.getByText('61/60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(MESSAGES.reviewMessageTooLong)).toBeInTheDocument();

    await user.type(field('Google Review Custom Message'), '{Backspace}😀');
    expect(screen.getByText(MESSAGES.emojiInReviewMessage)).toBeInTheDocument();
    expect(callsTo(fetchMock, smsEndpoints.save)).toHaveLength(0);
  });

  it('counts the review message as the server does: a character outside the basic plane once', async () => {
    const { user, fetchMock } = renderSms();
    await fillField(user, field('Text Message'), 'Your photos are ready');
    await fillField(user, field('Google Review Link'), 'https://g.page/r/booth/review');
    // A pepper without emoji style is not refused as an emoji; it is two UTF-16 units, one character.
    const message = `${'x'.repeat(58)}🌶🌶`;
    await user.click(field('Google Review Custom Message'));
    await user.paste(message);
    expect(screen.getByText('60/60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(fetchMock, smsEndpoints.save)).toHaveLength(1));
    expect(screen.queryByText(MESSAGES.reviewMessageTooLong)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, smsEndpoints.save)[0]?.body).toMatchObject({ google_review_custom_message: message });
  });

  it('saves the settings and moves to the next chosen step', async () => {
    const { user, fetchMock, location } = renderSms();
    await fillField(user, field('Text Message'), 'Your photos are ready');
    await fillField(user, field('Google Review Link'), 'https://g.page/r/booth/review');
    await fillField(user, field('Google Review Custom Message'), 'Tell others about us');
    await user.click(field('Google Review Message Delay'));
    await user.click(await screen.findByRole('option', { name: '30 minutes', hidden: true }));
    expect(await bodySavedOnNext({ user, fetchMock, location }, smsEndpoints.save, '/event/frame')).toEqual({
      eventId: 12,
      text_message: 'Your photos are ready',
      google_review_link: 'https://g.page/r/booth/review',
      google_review_custom_message: 'Tell others about us',
      google_review_message_delay: 30,
      sms_countries: [],
      send: 1,
      draft_status: 'final',
    });
  });

  it('lets the organiser choose the countries guests may be texted in, by name', async () => {
    const event = buildEvent({
      id: 12,
      time_zone: 'Australia/Sydney',
      text_message: { ...SAVED, sms_countries: ['AU'] },
    });
    const { user, fetchMock } = renderSms({ event, isEdit: true });
    expect(screen.getByText(/country of the event's time zone \(Australia\/Sydney\)/)).toBeInTheDocument();
    await user.type(field("Countries guests' texts may go to"), 'New Zea');
    await user.click(await screen.findByRole('option', { name: 'New Zealand', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(callsTo(fetchMock, smsEndpoints.update, { params: { id: 12 } })).toHaveLength(1));
    expect(callsTo(fetchMock, smsEndpoints.update, { params: { id: 12 } })[0]?.body).toMatchObject({
      sms_countries: ['AU', 'NZ'],
    });
  });

  it('saves a draft in place', async () => {
    const { user, fetchMock, location } = renderSms();
    await fillField(user, field('Text Message'), 'Draft text');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText(MESSAGES.draftSaved)).toBeInTheDocument();
    expect(callsTo(fetchMock, smsEndpoints.save)[0]?.body).toMatchObject({
      draft_status: 'draft',
      google_review_message_delay: 1,
    });
    expect(location()?.pathname).toBe('/event/sms');
  });

  it('updates a saved event and shows the server’s field errors on their fields', async () => {
    const event = buildEvent({ id: 12, text_message: { ...SAVED, draft_status: 'final' } });
    const { user, fetchMock, location } = renderSms({
      event,
      isEdit: true,
      stubs: [
        stub(
          smsEndpoints.update,
          failure(422, {
            message: MESSAGES.invalidPayload,
            errors: { text_message: ['This field may not be greater than 1000 characters'] },
          }),
          { params: { id: 12 } },
        ),
      ],
    });
    expect(field('Text Message')).toHaveValue('Here are your photos');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('This field may not be greater than 1000 characters')).toBeInTheDocument();
    expect(callsTo(fetchMock, smsEndpoints.update, { params: { id: 12 } })).toHaveLength(1);
    expect(location()?.pathname).toBe('/event/sms/edit/12');
  });

  it('returns to the event after Update', async () => {
    const event = buildEvent({ id: 12, text_message: { ...SAVED, draft_status: 'final' } });
    const { user, location } = renderSms({ event, isEdit: true });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(location()?.pathname).toBe('/show/event/12'));
    expect(location()?.state).toEqual({ message: MESSAGES.informationUpdated });
  });

  it('is locked behind an upgrade prompt when the package lacks custom text messages', async () => {
    const member = buildUser({ plan_features: buildPlanFeatures({ text_messaging: false }) });
    const { user, fetchMock } = renderSms({ member });
    expect(screen.getByRole('link', { name: MESSAGES.upgradePackage })).toBeInTheDocument();
    expect(field('Text Message')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/event/options');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(callsTo(fetchMock, smsEndpoints.save)).toHaveLength(0);
  });
});
