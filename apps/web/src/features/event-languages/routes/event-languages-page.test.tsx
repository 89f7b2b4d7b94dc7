import { callsTo, stub, stubApi } from '@boothdeck/client/testing';
import { accountEndpoints, type EventLanguages, eventLanguageEndpoints } from '@boothdeck/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { buildMembership, buildUser } from '@/testing/build-user';
import { renderRoute } from '@/testing/render-route';

const ENGLISH_ONLY: EventLanguages = { languages: ['en'], default_language: 'en', translated_texts: {} };

describe('the guest languages page', () => {
  it('saves the languages chosen, a Spanish default and the organiser’s English text, then goes back to the event', async () => {
    const user = buildUser({ membership: buildMembership() });
    useSessionStore.getState().setSession('token-1', user);
    const saved: EventLanguages = {
      languages: ['en', 'es'],
      default_language: 'es',
      translated_texts: { en: { share_sms: 'Your photo:' } },
    };
    const fetchMock = stubApi(
      stub(accountEndpoints.user, { user, member: null }),
      stub(eventLanguageEndpoints.read, { message: 'Languages.', languages: ENGLISH_ONLY }),
      stub(eventLanguageEndpoints.save, { message: 'Languages saved.', languages: saved }),
    );
    const { user: person, location } = renderRoute('/event/languages/edit/7');

    await person.click(await screen.findByRole('checkbox', { name: 'Español' }));
    await person.click(screen.getByLabelText('Default language', { selector: 'input' }));
    await person.click(await screen.findByRole('option', { name: 'Español', hidden: true }));
    await person.click(screen.getByRole('button', { name: 'English' }));
    await person.type(await screen.findByLabelText('Share SMS text', { selector: 'textarea' }), 'Your photo:');
    await person.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location()?.pathname).toBe('/show/event/7'));
    expect(callsTo(fetchMock, eventLanguageEndpoints.save).map((call) => call.body)).toEqual([saved]);
  });
});
