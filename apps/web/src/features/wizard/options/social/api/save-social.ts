import type { SocialMediaBody, SocialReply, SocialUpdateBody } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

export type SocialValues = { email_message: string; facebook: boolean; instagram: boolean };

const flag = (isOn: boolean) => (isOn ? 1 : 0);

/** The wizard step saves with POST social-media; the edit screen with POST /event/social/update/{id}. */
export function saveSocial(eventId: number, values: SocialValues, isUpdate: boolean): Promise<SocialReply> {
  if (isUpdate) {
    const body: SocialUpdateBody = {
      instagram: flag(values.instagram),
      client_facebook: flag(values.facebook),
      email_message: values.email_message,
    };
    return apiClient.post<SocialReply>(`event/social/update/${eventId}`, body);
  }
  const body: SocialMediaBody = {
    eventId,
    email_message: values.email_message,
    instagramToggle: flag(values.instagram),
    facebookToggle: flag(values.facebook),
  };
  return apiClient.post<SocialReply>('social-media', body);
}
