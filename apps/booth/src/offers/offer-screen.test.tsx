import { type BoothVoucher, VOUCHER_MESSAGES } from '@boothdeck/contract';
import { GuestLanguageProvider } from '@boothdeck/i18n/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxItem } from '../outbox/index.ts';
import { OutboxProvider } from '../outbox/index.ts';
import { recordingOutbox } from '../outbox/testing/recording-outbox.ts';
import { OfferScreen } from './offer-screen.tsx';

const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
const EVENT = {
  options: { incentive_offer: 1, email: 1, text_messaging: 0 },
  incentive_offer: [
    { id: 3, offer_name: 'Gone', uses_limit: 5, expire_in: '', expire_at: '2020-01-01T00:00:00Z' },
    { id: 7, offer_name: 'Free coffee', uses_limit: 5, expire_in: '', expire_at: tomorrow },
  ],
  incentive_details: { description: 'One coffee at the bar.' },
} as unknown as Parameters<typeof OfferScreen>[0]['event'];

const sentVoucher = (page_url: string) =>
  ({ status: 'sent', reply: { voucher: { page_url } as BoothVoucher } }) as unknown as OutboxItem;

afterEach(cleanup);

/** A Spanish guest opens the offer and asks for the voucher. */
async function askForVoucherInSpanish(outbox: ReturnType<typeof recordingOutbox>['outbox']) {
  render(
    <GuestLanguageProvider language="es">
      <OutboxProvider outbox={outbox}>
        <OfferScreen event={EVENT} onDone={() => {}} />
      </OutboxProvider>
    </GuestLanguageProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Quiero mi cupón' }));
}

describe('the offer screen', () => {
  it('gives the first offer not expired, tied to the lead, and shows its page as a QR code', async () => {
    const { outbox, queued } = recordingOutbox({ settle: () => sentVoucher('https://x.test/offer/avail/1/u/N1') });
    render(
      <OutboxProvider outbox={outbox}>
        <OfferScreen event={EVENT} lead={{ leadClientId: 'l_lead1', email: 'ada@example.com' }} onDone={() => {}} />
      </OutboxProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Free coffee' })).toBeTruthy();
    expect(screen.queryByText('Also send it to my phone by SMS')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Also send it to my e-mail' }));
    expect((screen.getByRole('textbox', { name: 'Your e-mail address' }) as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get my voucher' }));
    await screen.findByRole('img', { name: 'Your voucher’s QR code' });
    expect(screen.getByText('https://x.test/offer/avail/1/u/N1')).toBeTruthy();
    expect(queued.vouchers).toEqual([
      { offerId: 7, afterLead: 'l_lead1', language: 'en', sendEmail: 'ada@example.com', sendSms: undefined },
    ]);
  });

  it('offline, queues a voucher only for a guest who gives an address, and says it will be sent', async () => {
    const { outbox, queued } = recordingOutbox({ online: false });
    render(
      <OutboxProvider outbox={outbox}>
        <OfferScreen event={EVENT} onDone={() => {}} />
      </OutboxProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get my voucher' }));
    await screen.findByText(/The booth is offline, so your voucher cannot be shown now/);
    expect(queued.vouchers).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Also send it to my e-mail' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your e-mail address' }), {
      target: { value: 'guest@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Get my voucher' }));
    await screen.findByText('Your voucher will be sent to guest@example.com once the booth is back online.');
    expect(queued.vouchers).toHaveLength(1);
  });

  it("shows the server's reason when the offer has run out", async () => {
    const refused = { status: 'failed', reason: 'All vouchers of this offer have been given out.' } as OutboxItem;
    const { outbox } = recordingOutbox({ settle: () => refused });
    render(
      <OutboxProvider outbox={outbox}>
        <OfferScreen event={EVENT} onDone={() => {}} />
      </OutboxProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get my voucher' }));
    await screen.findByText('All vouchers of this offer have been given out.');
  });

  it('tells a Spanish guest in Spanish that the booth is offline, and where the voucher will go', async () => {
    const { outbox } = recordingOutbox({ online: false });
    await askForVoucherInSpanish(outbox);
    await screen.findByText(/El fotomatón no tiene conexión, así que ahora no podemos mostrarte tu cupón/);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Enviármelo también por correo' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Tu correo electrónico' }), {
      target: { value: 'lucia@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Quiero mi cupón' }));
    await screen.findByText(
      'Te enviaremos el cupón a lucia@example.com en cuanto el fotomatón vuelva a tener conexión.',
    );
  });

  it("says the server's refusal in the guest's language when the rule is known", async () => {
    const refused = { status: 'failed', reason: VOUCHER_MESSAGES.offerUsedUp } as OutboxItem;
    const { outbox } = recordingOutbox({ settle: () => refused });
    await askForVoucherInSpanish(outbox);
    await screen.findByText('Ya se han dado todos los cupones de esta oferta.');
  });
});
