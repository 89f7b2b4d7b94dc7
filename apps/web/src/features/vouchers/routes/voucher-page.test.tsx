import type { VoucherDetails } from '@boothdeck/contract';
import { VOUCHER_MESSAGES } from '@boothdeck/contract/voucher-texts';
import { fireEvent, render, screen } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { describe, expect, it } from 'vitest';
import { jsonReply, renderRoute } from '@/testing/render-route';
import { reply, stubApi } from '@/testing/stub-api';

const UUID = '0b6f2c1e-8d4a-4e3b-9f1c-2a5d7e8f9a01';
const detailsCall = (voucherNo: string) => `offer/avail/12/qr-code/${UUID}/voucher_no/${voucherNo}`;
const claimCall = `offer/claim/qr-code/${UUID}`;

const voucher = (extra: Partial<VoucherDetails> = {}): VoucherDetails => ({
  user_name: '',
  offer_name: 'Free coffee',
  expire_in: '2099-01-01 10:00',
  expires_at: '2099-01-01T10:00:00.000Z',
  owner_name: 'Harbour Launch Party',
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
    stubApi({
      [detailsCall('NO1')]: () =>
        jsonReply(200, { qr_code_details: voucher(claimed ? { state: 'claimed', is_used: 1 } : {}) }),
      [claimCall]: (init) => {
        claimed = JSON.parse(String(init.body)).password === '1234';
        return claimed
          ? jsonReply(200, { message: VOUCHER_MESSAGES.claimed })
          : jsonReply(422, { message: VOUCHER_MESSAGES.wrongPin, errors: { password: [VOUCHER_MESSAGES.wrongPin] } });
      },
    });
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
    stubApi({ [detailsCall('NO5')]: reply(200, { qr_code_details: voucher({ expires_at: expiresAt }) }) });
    renderRoute(`/offer/avail/12/${UUID}/NO5`);
    expect(await screen.findByTestId('voucher-countdown')).toHaveTextContent(/Expires in 00:00:0[0-2]/);
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(VOUCHER_MESSAGES.expired);
    expect(screen.queryByTestId('voucher-countdown')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    expect(screen.getByText(VOUCHER_MESSAGES.warning)).toBeInTheDocument();
  });

  it('shows the voucher as already claimed when another claim won the race', async () => {
    let claimedElsewhere = false;
    stubApi({
      [detailsCall('NO6')]: () =>
        jsonReply(200, { qr_code_details: voucher(claimedElsewhere ? { state: 'claimed', is_used: 1 } : {}) }),
      [claimCall]: () => {
        claimedElsewhere = true;
        return jsonReply(409, { message: VOUCHER_MESSAGES.alreadyClaimed });
      },
    });
    renderRoute(`/offer/avail/12/${UUID}/NO6`);
    fireEvent.change(await screen.findByLabelText('Staff PIN'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('status')).toHaveTextContent(VOUCHER_MESSAGES.alreadyClaimed);
    expect(screen.queryByText(VOUCHER_MESSAGES.claimed)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Staff PIN')).not.toBeInTheDocument();
  });

  it('shows a claimed and an expired voucher with the warning, without the claim form', async () => {
    stubApi({
      [detailsCall('NO2')]: reply(200, { qr_code_details: voucher({ state: 'claimed', is_used: 1 }) }),
      [detailsCall('NO3')]: reply(200, { qr_code_details: voucher({ state: 'expired' }) }),
    });
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
    stubApi({ [detailsCall('NO4')]: reply(404, { message: VOUCHER_MESSAGES.notFound }) });
    renderRoute(`/offer/avail/12/${UUID}/NO4`);
    expect(await screen.findByRole('heading', { name: VOUCHER_MESSAGES.notFound })).toBeInTheDocument();
  });
});
