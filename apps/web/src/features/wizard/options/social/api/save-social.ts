import { type SocialMediaBody, type SocialUpdateBody, socialEndpoints } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

export type SocialValues = { email_message: string; facebook: boolean; instagram: boolean };

const flag = (isOn: boolean) => (isOn ? 1 : 0);

/** The wizard step saves; the edit screen updates the event's settings, with the update's own field names. */
export function saveSocial(eventId: number, values: SocialValues, isUpdate: boolean) {
  if (isUpdate) {
    const body: SocialUpdateBody = {
      instagram: flag(values.instagram),
      client_facebook: flag(values.facebook),
      email_message: values.email_message,
    };
    return call(socialEndpoints.update, { params: { id: eventId }, body });
  }
  const body: SocialMediaBody = {
    eventId,
    email_message: values.email_message,
    instagramToggle: flag(values.instagram),
    facebookToggle: flag(values.facebook),
  };
  return call(socialEndpoints.save, { body });
}
