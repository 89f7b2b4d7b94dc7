import { failure, stub, stubApi } from '@boothdeck/client/testing';
import { DATA_RIGHTS_MESSAGES } from '@boothdeck/contract';
import { dataRightsCalls } from '@boothdeck/contract/call-addresses';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';

const EVENT = '0b6f2c1e-8d4a-4e3b-9f1c-2a5d7e8f9a01';
const REQUEST = '5d1c7b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const PASS = 'a-pass-of-thirty-two-characters-x';
const HOLDINGS = { leads: 1, consents: 1, shares: 2, captures: 1 };

afterEach(() => vi.restoreAllMocks());

describe("the guest's data page", { timeout: 15_000 }, () => {
  it('asks for the address, takes the code, shows what the event holds and erases it with a receipt', async () => {
    const erasures: { pass: string; captures: boolean }[] = [];
    stubApi(
      stub(dataRightsCalls.event, { event_name: 'Harbour Launch' }, { params: { eventId: EVENT } }),
      stub(dataRightsCalls.request, {
        request_id: REQUEST,
        channel: 'email',
        message: DATA_RIGHTS_MESSAGES.codeSent,
      }),
      stub(dataRightsCalls.confirm, ({ body }) =>
        body.code === '123456'
          ? { pass: PASS, expires_at: '2099-01-01T00:00:00.000Z', event_name: 'Harbour Launch', holdings: HOLDINGS }
          : failure(422, {
              message: DATA_RIGHTS_MESSAGES.codeWrong,
              errors: { code: [DATA_RIGHTS_MESSAGES.codeWrong] },
            })(),
      ),
      stub(dataRightsCalls.erase, ({ body }) => {
        erasures.push(body);
        return {
          receipt: {
            receipt_no: 'AB12-CD34-EF56',
            erased_at: '2026-12-03T10:00:00.000Z',
            event_name: 'Harbour Launch',
            erased: { ...HOLDINGS, captures: body.captures ? 1 : 0 },
          },
        };
      }),
    );
    renderRoute(`/your-data/${EVENT}`);
    expect(await screen.findByText('Harbour Launch')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/E-mail address or mobile number/), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(DATA_RIGHTS_MESSAGES.codeSent)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Code/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(DATA_RIGHTS_MESSAGES.codeWrong)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2 messages sent to you')).toBeInTheDocument();
    expect(screen.getByText('1 photo or clip')).toBeInTheDocument();

    // Erasing asks twice; the photos go only when the box stays ticked.
    fireEvent.click(screen.getByLabelText('Also erase my photos and clips'));
    fireEvent.click(screen.getByRole('button', { name: 'Erase my data' }));
    expect(erasures).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Erase for good' }));
    expect(await screen.findByText('Your data was erased')).toBeInTheDocument();
    expect(erasures).toEqual([{ pass: PASS, captures: false, language: 'en' }]);
    expect(screen.getByText(/Receipt AB12-CD34-EF56/)).toBeInTheDocument();
    expect(screen.getByText('0 photos or clips')).toBeInTheDocument();
    expect(screen.getByText(/sent to ada@example.com/)).toBeInTheDocument();
  });

  it('says so when the event is not there', async () => {
    stubApi(stub(dataRightsCalls.event, failure(404, { message: 'Not found.' }), { params: { eventId: EVENT } }));
    renderRoute(`/your-data/${EVENT}`);
    expect(
      await screen.findByRole('heading', {
        name: 'This page could not be found. Please check the link you were sent.',
      }),
    ).toBeInTheDocument();
  });

  it('speaks the language the link names: its words, its errors, and the code asked for in it', async () => {
    const requests: { language?: string | undefined }[] = [];
    stubApi(
      stub(
        dataRightsCalls.event,
        { event_name: 'Harbour Launch', languages: ['en', 'es', 'ar'], default_language: 'en' },
        { params: { eventId: EVENT } },
      ),
      stub(dataRightsCalls.request, ({ body }) => {
        requests.push(body);
        return { request_id: REQUEST, channel: 'sms' as const, message: DATA_RIGHTS_MESSAGES.codeSent };
      }),
      stub(dataRightsCalls.confirm, failure(410, { message: DATA_RIGHTS_MESSAGES.requestClosed })),
    );
    renderRoute(`/your-data/${EVENT}?lang=es`);
    expect(await screen.findByRole('heading', { name: 'Tus datos' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    fireEvent.change(screen.getByLabelText(/Correo electrónico o número de móvil/), {
      target: { value: '+34 600 123 456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envíame un código' }));
    expect(
      await screen.findByText('Si este evento guarda algo con esa dirección, te llegará allí un código.'),
    ).toBeInTheDocument();
    expect(requests).toEqual([{ event_id: EVENT, contact: '+34 600 123 456', language: 'es' }]);

    fireEvent.change(screen.getByLabelText(/Código/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText('Este código ha caducado o se ha escrito mal demasiadas veces. Pide uno nuevo.'),
    ).toBeInTheDocument();

    // The switch turns the page to Arabic, right to left.
    fireEvent.change(screen.getByRole('combobox', { name: 'Idioma' }), { target: { value: 'ar' } });
    expect(await screen.findByRole('heading', { name: 'بياناتك' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });
});
