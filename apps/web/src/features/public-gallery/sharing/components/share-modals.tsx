/** The public gallery's two message share modals: by e-mail and by SMS. */
import { SHARING_MESSAGES, shareByEmailFormSchema, shareBySmsFormSchema } from '@boothdeck/contract';
import { type ShareChannelSetup, ShareMessageModal, type ShareModalProps } from './share-message-modal';

const BY_EMAIL: ShareChannelSetup<'send_email'> = {
  title: 'Share by Email',
  field: 'send_email',
  schema: shareByEmailFormSchema,
  input: { label: 'Email address', type: 'email', autoComplete: 'email', placeholder: 'friend@example.com' },
  sendingText: SHARING_MESSAGES.emailSharing,
  serverField: 'email',
  body: (item, email) => ({ ...item, sharing_platform: 'email', email, email_share: 1 }),
};

const BY_SMS: ShareChannelSetup<'send_sms'> = {
  title: 'Share by SMS',
  field: 'send_sms',
  schema: shareBySmsFormSchema,
  input: { label: 'Mobile number', type: 'tel', inputMode: 'numeric', autoComplete: 'tel' },
  sendingText: SHARING_MESSAGES.smsSharing,
  serverField: 'phone',
  body: (item, phone) => ({ ...item, sharing_platform: 'sms', phone, sms_share: 1 }),
};

export function ShareByEmailModal(props: ShareModalProps) {
  return <ShareMessageModal {...props} setup={BY_EMAIL} />;
}

export function ShareBySmsModal(props: ShareModalProps) {
  return <ShareMessageModal {...props} setup={BY_SMS} />;
}
