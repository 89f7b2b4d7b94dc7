import type { EventLanguages } from '@boothdeck/contract/guest-languages';
import { GuestLanguageProvider } from '@boothdeck/i18n/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxProvider } from '../outbox/index.ts';
import { recordingOutbox } from '../outbox/testing/recording-outbox.ts';
import { ShareScreen } from './share-screen.tsx';

type ShareEvent = Parameters<typeof ShareScreen>[0]['event'];
type Channels = { email: 0 | 1; text_messaging: 0 | 1 };
const off = { email: 0, text_messaging: 0 } as const;
const eventWith = (sharing: 0 | 1, options: Channels & { qr_code?: 0 | 1 }, more: Partial<ShareEvent> = {}) =>
  ({ uuid: 'event-uuid-1', features: { sharing }, options: { qr_code: 1, ...options }, ...more }) as ShareEvent;
const instagram = (on: '0' | '1') =>
  ({ social: { instagram: on, client_facebook: '0', email_message: '' } }) as Partial<ShareEvent>;

afterEach(cleanup);

describe('the share screen', () => {
  it('shows the QR code to the capture at once, addressed by the event and the capture’s own id', () => {
    const { outbox } = recordingOutbox({ online: false });
    render(
      <OutboxProvider outbox={outbox}>
        <ShareScreen event={eventWith(1, off)} capture={{ clientId: 'c_abc123XYZ' }} onDone={() => {}} />
      </OutboxProvider>,
    );
    expect(screen.getByRole('img', { name: 'QR code to your capture' })).toBeTruthy();
    expect(screen.getByText(`${location.origin}/gallery/share/pending/event-uuid-1/c_abc123XYZ`)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('names the guest’s language in the QR code’s address when it is not the event’s default', async () => {
    const { outbox } = recordingOutbox({ online: false });
    const languages: EventLanguages = { languages: ['en', 'es'], default_language: 'en', translated_texts: {} };
    render(
      <GuestLanguageProvider language="es">
        <OutboxProvider outbox={outbox}>
          <ShareScreen event={eventWith(1, off, { languages })} capture={{ clientId: 'c_es' }} onDone={() => {}} />
        </OutboxProvider>
      </GuestLanguageProvider>,
    );
    expect(await screen.findByText(`${location.origin}/gallery/share/pending/event-uuid-1/c_es?lang=es`)).toBeTruthy();
  });

  it('shows no QR code when the organiser turned the QR Code option off', () => {
    const { outbox } = recordingOutbox();
    const { rerender } = render(
      <OutboxProvider outbox={outbox}>
        <ShareScreen event={eventWith(1, { ...off, qr_code: 0 })} capture={{ clientId: 'c_1' }} onDone={() => {}} />
      </OutboxProvider>,
    );
    expect(screen.queryByRole('img', { name: 'QR code to your capture' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByText('Your capture is kept for the event’s gallery.')).toBeTruthy();
    rerender(
      <OutboxProvider outbox={outbox}>
        <ShareScreen
          event={eventWith(1, { email: 1, text_messaging: 0, qr_code: 0 })}
          capture={{ clientId: 'c_1' }}
          onDone={() => {}}
        />
      </OutboxProvider>,
    );
    expect(screen.queryByRole('img', { name: 'QR code to your capture' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your e-mail address' })).toBeTruthy();
  });

  it('says the QR code is the way to Instagram only when the Social step lets guests share there', () => {
    const { outbox } = recordingOutbox();
    const withSocial = (on: '0' | '1') => eventWith(1, { ...off, social_media: 1 } as Channels, instagram(on));
    const { rerender } = render(
      <OutboxProvider outbox={outbox}>
        <ShareScreen event={withSocial('1')} capture={{ clientId: 'c_1' }} onDone={() => {}} />
      </OutboxProvider>,
    );
    expect(screen.getByText('Then save it and post it on Instagram.')).toBeTruthy();
    rerender(
      <OutboxProvider outbox={outbox}>
        <ShareScreen event={withSocial('0')} capture={{ clientId: 'c_1' }} onDone={() => {}} />
      </OutboxProvider>,
    );
    expect(screen.queryByText(/Instagram/)).toBeNull();
  });

  it('offers only the channels the event switched on, and none without sharing', () => {
    const { outbox } = recordingOutbox();
    const { rerender } = render(
      <OutboxProvider outbox={outbox}>
        <ShareScreen
          event={eventWith(1, { email: 0, text_messaging: 1 })}
          capture={{ clientId: 'c_1' }}
          onDone={() => {}}
        />
      </OutboxProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Your mobile number' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your e-mail address' })).toBeNull();
    rerender(
      <OutboxProvider outbox={outbox}>
        <ShareScreen
          event={eventWith(0, { email: 1, text_messaging: 1 })}
          capture={{ clientId: 'c_1' }}
          onDone={() => {}}
        />
      </OutboxProvider>,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('queues an e-mail to a valid address, tied to the capture', async () => {
    const { outbox, queued } = recordingOutbox({ online: false });
    render(
      <OutboxProvider outbox={outbox}>
        <ShareScreen
          event={eventWith(1, { email: 1, text_messaging: 0 })}
          capture={{ clientId: 'c_abc123XYZ' }}
          guest={{ email: 'not-an-address' }}
          onDone={() => {}}
        />
      </OutboxProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'E-mail it to me' }));
    expect(queued.shares).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your e-mail address' }), {
      target: { value: 'Guest@Example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail it to me' }));
    await screen.findByText(/On its way to guest@example.com/);
    expect(queued.shares).toEqual([{ captureClientId: 'c_abc123XYZ', language: 'en', email: 'guest@example.com' }]);
  });
});
