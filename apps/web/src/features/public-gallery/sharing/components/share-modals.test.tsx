import { callsTo, jsonReply, stub, stubApi } from '@boothdeck/client/testing';
import { type EndpointReply, SHARE_SUCCESS_MS, SHARING_MESSAGES, sharingEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { GuestLanguageProvider } from '@boothdeck/i18n/react';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { countSocialShare } from '../api/count-social-share';
import { ShareByEmailModal, ShareBySmsModal } from './share-modals';

const SHARE = sharingEndpoints.shareByMessage;
const QUEUED: EndpointReply<typeof SHARE> = { message: SHARING_MESSAGES.shared, share: { id: 5, state: 'queued' } };
const modalProps = { opened: true, onClose: () => undefined, eventId: 7, mediaId: 12 };

/** A reply that waits until `release` is called, so the sending state can be seen. */
function heldReply() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { handler: async () => held.then(() => QUEUED), release: () => release() };
}

describe('share modals', { timeout: 15_000 }, () => {
  it('checks the e-mail address on every change, sends it, says so for two seconds, then shows the form again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const held = heldReply();
    const fetchMock = stubApi(stub(SHARE, held.handler));
    const { user } = renderUi(<ShareByEmailModal {...modalProps} />, { advanceTimers: vi.advanceTimersByTime });

    const input = await screen.findByLabelText('Email address');
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'ada');
    expect(input).toHaveAccessibleDescription(MESSAGES.invalidEmail);
    await user.type(input, '@example.com');
    expect(input).not.toHaveAccessibleDescription(MESSAGES.invalidEmail);
    await user.clear(input);
    expect(input).toHaveAccessibleDescription(MESSAGES.required);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(input, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(SHARING_MESSAGES.emailSharing)).toBeInTheDocument();
    held.release();
    expect(await screen.findByText(SHARING_MESSAGES.shared)).toBeInTheDocument();
    expect(callsTo(fetchMock, SHARE).map(({ body }) => body)).toEqual([
      { event_id: 7, media_id: 12, sharing_platform: 'email', email: 'ada@example.com', email_share: 1 },
    ]);

    // Still there halfway through its two seconds, gone at their end: the empty form is back.
    await act(() => vi.advanceTimersByTimeAsync(SHARE_SUCCESS_MS / 2));
    expect(screen.getByText(SHARING_MESSAGES.shared)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SHARE_SUCCESS_MS / 2));
    expect(await screen.findByLabelText('Email address')).toHaveValue('');
    expect(screen.queryByText(SHARING_MESSAGES.shared)).not.toBeInTheDocument();
  });

  it('takes a mobile number with spaces, refuses letters, and sends the SMS share', async () => {
    const fetchMock = stubApi(stub(SHARE, QUEUED));
    const { user } = renderUi(<ShareBySmsModal {...modalProps} />);

    const input = await screen.findByLabelText('Mobile number');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, 'call me');
    expect(input).toHaveAccessibleDescription(SHARING_MESSAGES.invalidPhone);
    await user.clear(input);
    await user.type(input, '0412 345 678');
    expect(input).not.toHaveAccessibleDescription(SHARING_MESSAGES.invalidPhone);
    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByText(SHARING_MESSAGES.shared)).toBeInTheDocument();
    expect(callsTo(fetchMock, SHARE).map(({ body }) => body)).toEqual([
      { event_id: 7, media_id: 12, sharing_platform: 'sms', phone: '0412 345 678', sms_share: 1 },
    ]);
  });

  it("shows the server's refusals: a field error under the input, a rate limit above it", async () => {
    const invalid = { message: SHARING_MESSAGES.invalidPhone, errors: { phone: [SHARING_MESSAGES.invalidPhone] } };
    const answers = [jsonReply(422, invalid), jsonReply(429, { message: MESSAGES.tooManyRequests })];
    stubApi(stub(SHARE, async () => answers.shift() ?? jsonReply(500, { message: 'no more' })));
    const { user } = renderUi(<ShareBySmsModal {...modalProps} />);

    const input = await screen.findByLabelText('Mobile number');
    await user.type(input, '0412345678');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(SHARING_MESSAGES.invalidPhone),
    );

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);
  });

  it('asks a Spanish guest in Spanish and an Arabic guest in Arabic', async () => {
    stubApi(stub(SHARE, QUEUED));
    const spanish = renderUi(
      <GuestLanguageProvider language="es">
        <ShareByEmailModal {...modalProps} />
      </GuestLanguageProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Compartir por correo' })).toBeInTheDocument();
    await spanish.user.type(screen.getByLabelText('Correo electrónico'), 'ada@example.com');
    await spanish.user.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(await screen.findByText('Compartido')).toBeInTheDocument();
    spanish.unmount();
    renderUi(
      <GuestLanguageProvider language="ar">
        <ShareBySmsModal {...modalProps} />
      </GuestLanguageProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'مشاركة عبر رسالة نصية' })).toBeInTheDocument();
    expect(screen.getByLabelText('رقم الجوال')).toBeInTheDocument();
  });

  it('tells a Spanish guest in Spanish what is wrong with the address, and why the server refused it', async () => {
    stubApi(stub(SHARE, async () => jsonReply(403, { message: SHARING_MESSAGES.switchedOff })));
    const { user } = renderUi(
      <GuestLanguageProvider language="es">
        <ShareByEmailModal {...modalProps} />
      </GuestLanguageProvider>,
    );
    const input = await screen.findByLabelText('Correo electrónico');
    await user.type(input, 'ada');
    expect(input).toHaveAccessibleDescription('Escribe un correo electrónico válido');
    await user.clear(input);
    expect(input).toHaveAccessibleDescription('Este campo es obligatorio');
    await user.type(input, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta galería no permite compartir de esta forma.');
  });

  it('counts a social share under the name the page gives it', async () => {
    const fetchMock = stubApi(stub(sharingEndpoints.countSocialShare, { message: SHARING_MESSAGES.shared }));
    await countSocialShare(7, 12, 'whatsapp');
    expect(callsTo(fetchMock, sharingEndpoints.countSocialShare).map(({ body }) => body)).toEqual([
      { event_id: 7, media_id: 12, sharing_platform: 'whatsapp' },
    ]);
    vi.unstubAllGlobals();
  });
});
