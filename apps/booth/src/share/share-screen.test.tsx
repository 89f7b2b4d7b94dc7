import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxProvider } from '../outbox/index.ts';
import { recordingOutbox } from '../outbox/testing/recording-outbox.ts';
import { ShareScreen } from './share-screen.tsx';

const off = { email: 0, text_messaging: 0 } as const;
const eventWith = (sharing: 0 | 1, options: { email: 0 | 1; text_messaging: 0 | 1 }) =>
  ({ uuid: 'event-uuid-1', features: { sharing }, options }) as Parameters<typeof ShareScreen>[0]['event'];

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
    expect(queued.shares).toEqual([{ captureClientId: 'c_abc123XYZ', email: 'guest@example.com' }]);
  });
});
