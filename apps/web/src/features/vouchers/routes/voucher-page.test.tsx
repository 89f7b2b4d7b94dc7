import { failure, stub, stubApi } from '@boothdeck/client/testing';
import type { VoucherDetails } from '@boothdeck/contract';
import { voucherCalls } from '@boothdeck/contract/call-addresses';
import { yourDataPath } from '@boothdeck/contract/page-paths';
import { VOUCHER_MESSAGES } from '@boothdeck/contract/voucher-texts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';

const UUID = '0b6f2c1e-8d4a-4e3b-9f1c-2a5d7e8f9a01';
const EVENT_UUID = '5d3c9a7e-1f2b-4c6d-8e9f-0a1b2c3d4e5f';
const voucherNumbered = (voucherNo: string) => ({ params: { eventId: 12, uuid: UUID, voucherNo } });
const THE_CLAIM = { params: { voucher_id: UUID } };

const voucher = (extra: Partial<VoucherDetails> = {}): VoucherDetails => ({
  user_name: '',
  offer_name: 'Free coffee',
  expire_in: '2099-01-01 10:00',
  expires_at: '2099-01-01T10:00:00.000Z',
  owner_name: 'Harbour Launch Party',
  event_uuid: EVENT_UUID,
  voucher: 'ABCD1234EFGH',
  description: 'One free coffee at the bar.',
  voucher_id: UUID,
  is_used: 0,
  state: 'available',
  ...extra,
});

/** The modules a QR code draws (its last path), which differ for any other text it encodes. */
const modulesOf = (qrCode: Element) => qrCode.querySelector('path:last-of-type')?.getAttribute('d');

/** The modules of a QR code of `text`, drawn with the page's margin. */
function modulesEncoding(text: string) {
  const { container, unmount } = render(<QRCodeSVG value={text} marginSize={2} />);
  const modules = modulesOf(container.querySelector('svg') as Element);
  unmount();
  return modules;
}

describe('the voucher page', { timeout: 15_000 }, () => {
  it('shows an available voucher with its countdown, QR code, warning and claim form; claims with the staff PIN', async () => {
    let claimed = false;
    stubApi(
      stub(
        voucherCalls.details,
        () => ({
          qr_code_details: voucher(claimed ? { state: 'claimed', is_used: 1 } : {}),
        }),
        voucherNumbered('NO1'),
      ),
      stub(
        voucherCalls.claim,
        ({ body }) => {
          claimed = body.password === '1234';
          return claimed
            ? { message: VOUCHER_MESSAGES.claimed }
            : failure(422, { message: VOUCHER_MESSAGES.wrongPin, errors: { password: [VOUCHER_MESSAGES.wrongPin] } })();
        },
        THE_CLAIM,
      ),
    );
    renderRoute(`/offer/avail/12/${UUID}/NO1`);
    expect(await screen.findByRole('heading', { name: 'Free coffee' })).toBeInTheDocument();
    const qrCode = screen.getByRole('img', { name: 'QR code of this voucher' });
    expect(modulesOf(qrCode)).toBe(modulesEncoding(`${window.location.origin}/offer/avail/12/${UUID}/NO1`));
    expect(modulesOf(qrCode)).not.toBe(modulesEncoding(`${window.location.origin}/offer/avail/12/${UUID}/NO2`));
    expect(screen.getByText(VOUCHER_MESSAGES.warning)).toBeInTheDocument();
    expect(screen.getByTestId('voucher-countdown')).toHaveTextContent(/Expires in \d+d \d\d:\d\d:\d\d/);

    const claim = screen.getByRole('button', { name: 'Claim' });
    fireEvent.click(claim);
    expect(await screen.findByText('Please enter the staff PIN')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Staff PIN'), { target: { value: '0000' } });
    fireEvent.click(claim);
    expect(await screen.findByText(VOUCHER_MESSAGES.wrongPin)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Staff PIN'), { target: { value: '1234' } });
    fireEvent.click(claim);
    expect(await screen.findByText(VOUCHER_MESSAGES.claimed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    expect(screen.getByText(VOUCHER_MESSAGES.warning)).toBeInTheDocument();
  });

  it('turns to expired when the countdown reaches zero', async () => {
    const expiresAt = new Date(Date.now() + 2500).toISOString();
    stubApi(
      stub(voucherCalls.details, { qr_code_details: voucher({ expires_at: expiresAt }) }, voucherNumbered('NO5')),
    );
    renderRoute(`/offer/avail/12/${UUID}/NO5`);
    expect(await screen.findByTestId('voucher-countdown')).toHaveTextContent(/Expires in 00:00:0[0-2]/);
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(VOUCHER_MESSAGES.expired);
    expect(screen.queryByTestId('voucher-countdown')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    expect(screen.getByText(VOUCHER_MESSAGES.warning)).toBeInTheDocument();
  });

  it('shows the voucher as already claimed when another claim won the race', async () => {
    let claimedElsewhere = false;
    stubApi(
      stub(
        voucherCalls.details,
        () => ({
          qr_code_details: voucher(claimedElsewhere ? { state: 'claimed', is_used: 1 } : {}),
        }),
        voucherNumbered('NO6'),
      ),
      stub(
        voucherCalls.claim,
        () => {
          claimedElsewhere = true;
          return failure(409, { message: VOUCHER_MESSAGES.alreadyClaimed })();
        },
        THE_CLAIM,
      ),
    );
    renderRoute(`/offer/avail/12/${UUID}/NO6`);
    fireEvent.change(await screen.findByLabelText('Staff PIN'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('status')).toHaveTextContent(VOUCHER_MESSAGES.alreadyClaimed);
    expect(screen.queryByText(VOUCHER_MESSAGES.claimed)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Staff PIN')).not.toBeInTheDocument();
  });

  it('shows a claimed and an expired voucher with the warning, without the claim form', async () => {
    stubApi(
      stub(
        voucherCalls.details,
        { qr_code_details: voucher({ state: 'claimed', is_used: 1 }) },
        voucherNumbered('NO2'),
      ),
      stub(voucherCalls.details, { qr_code_details: voucher({ state: 'expired' }) }, voucherNumbered('NO3')),
    );
    const claimed = renderRoute(`/offer/avail/12/${UUID}/NO2`);
    expect(await screen.findByText(VOUCHER_MESSAGES.alreadyClaimed)).toBeInTheDocument();
    expect(screen.queryByLabelText('Staff PIN')).not.toBeInTheDocument();
    expect(screen.getByText(VOUCHER_MESSAGES.warning)).toBeInTheDocument();
    claimed.unmount();
    renderRoute(`/offer/avail/12/${UUID}/NO3`);
    expect(await screen.findByText(VOUCHER_MESSAGES.expired)).toBeInTheDocument();
    expect(screen.queryByTestId('voucher-countdown')).not.toBeInTheDocument();
    expect(screen.getByText(VOUCHER_MESSAGES.warning)).toBeInTheDocument();
  });

  it('says so when the address is no voucher’s', async () => {
    stubApi(stub(voucherCalls.details, failure(404, { message: VOUCHER_MESSAGES.notFound }), voucherNumbered('NO4')));
    renderRoute(`/offer/avail/12/${UUID}/NO4`);
    expect(await screen.findByRole('heading', { name: VOUCHER_MESSAGES.notFound })).toBeInTheDocument();
  });
});

describe('the voucher page in the guest’s language', { timeout: 15_000 }, () => {
  const multilingual = (extra: Partial<VoucherDetails> = {}) =>
    voucher({ languages: ['en', 'es', 'ar'], default_language: 'en', time_zone: 'Europe/Madrid', ...extra });
  afterEach(() => vi.restoreAllMocks());

  it('speaks Spanish to a guest whose link says so, the expiry written the Spanish way on the event’s clock', async () => {
    stubApi(
      stub(voucherCalls.details, { qr_code_details: multilingual() }, voucherNumbered('ES1')),
      stub(
        voucherCalls.claim,
        failure(422, { message: VOUCHER_MESSAGES.wrongPin, errors: { password: [VOUCHER_MESSAGES.wrongPin] } }),
        THE_CLAIM,
      ),
    );
    renderRoute(`/offer/avail/12/${UUID}/ES1?lang=es`);
    expect(await screen.findByText('NO LO CANJEES TÚ. SOLO PARA EL PERSONAL.')).toBeInTheDocument();
    expect(screen.getByTestId('voucher-countdown')).toHaveTextContent(/Caduca en \d+ d \d\d:\d\d:\d\d/);
    const expires = new Intl.DateTimeFormat('es', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Madrid',
    }).format(new Date('2099-01-01T10:00:00.000Z'));
    expect(expires).toContain('11:00');
    expect(screen.getByText(`Válido hasta el ${expires} · Harbour Launch Party`)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('PIN del personal'), { target: { value: '0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Canjear' }));
    expect(await screen.findByText('El PIN del personal no es correcto.')).toBeInTheDocument();
  });

  it('links to the guest’s data page, naming the page’s language when it is not the event’s default', async () => {
    stubApi(stub(voucherCalls.details, { qr_code_details: multilingual() }, voucherNumbered('ES2')));
    renderRoute(`/offer/avail/12/${UUID}/ES2?lang=es`);
    const inSpanish = await screen.findByRole('link', { name: 'Tus datos' });
    expect(inSpanish).toHaveAttribute('href', yourDataPath(EVENT_UUID, 'es'));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Idioma' }), { target: { value: 'en' } });
    const inEnglish = await screen.findByRole('link', { name: 'Your data' });
    expect(inEnglish).toHaveAttribute('href', yourDataPath(EVENT_UUID));
  });

  it('mirrors the page for an Arabic browser and switches language on the guest’s choice', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-SA', 'en']);
    stubApi(
      stub(voucherCalls.details, { qr_code_details: multilingual({ state: 'claimed' }) }, voucherNumbered('AR1')),
    );
    renderRoute(`/offer/avail/12/${UUID}/AR1`);
    expect(await screen.findByRole('status')).toHaveTextContent('سبق استخدام هذه القسيمة');
    expect(screen.getByRole('img', { name: 'رمز QR لهذه القسيمة' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    fireEvent.change(await screen.findByRole('combobox', { name: 'اللغة' }), { target: { value: 'es' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Este cupón ya se ha canjeado'));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });

  it('says a voucher cannot be found in the browser’s language, before it knows the event’s', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX']);
    stubApi(stub(voucherCalls.details, failure(404, { message: VOUCHER_MESSAGES.notFound }), voucherNumbered('ES4')));
    renderRoute(`/offer/avail/12/${UUID}/ES4`);
    expect(await screen.findByRole('heading', { name: 'No se ha encontrado este cupón.' })).toBeInTheDocument();
  });
});
