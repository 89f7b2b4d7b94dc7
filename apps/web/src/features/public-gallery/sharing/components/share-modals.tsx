/** The public gallery's two message share modals: by e-mail and by SMS, in the guest's language. */
import { shareByEmailFormSchema, shareBySmsFormSchema } from '@boothdeck/contract';
import { type ShareChannelSetup, ShareMessageModal, type ShareModalProps } from './share-message-modal';

const BY_EMAIL: ShareChannelSetup<'send_email'> = {
  title: 'guest.share.email',
  field: 'send_email',
  schema: shareByEmailFormSchema,
  label: 'guest.share.emailLabel',
  input: { type: 'email', autoComplete: 'email', placeholder: 'friend@example.com' },
  sendingText: 'guest.share.emailSending',
  serverField: 'email',
  body: (item, email) => ({ ...item, sharing_platform: 'email', email, email_share: 1 }),
};

const BY_SMS: ShareChannelSetup<'send_sms'> = {
  title: 'guest.share.sms',
  field: 'send_sms',
  schema: shareBySmsFormSchema,
  label: 'guest.share.phoneLabel',
  input: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' },
  sendingText: 'guest.share.smsSending',
  serverField: 'phone',
  body: (item, phone) => ({ ...item, sharing_platform: 'sms', phone, sms_share: 1 }),
};

export function ShareByEmailModal(props: ShareModalProps) {
  return <ShareMessageModal {...props} setup={BY_EMAIL} />;
}

export function ShareBySmsModal(props: ShareModalProps) {
  return <ShareMessageModal {...props} setup={BY_SMS} />;
}
