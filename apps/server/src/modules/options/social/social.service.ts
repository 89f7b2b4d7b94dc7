/** The social step: whether guests may share to Instagram and Facebook, and the message that goes with it. */
import { type Social, socialSchema } from '@boothdeck/contract';
import { nowIso } from '../../../shared/clock.ts';
import { type OptionsContext, parseDoc, type SettingDocs } from '../option-context.ts';

export const readSocial = (docs: SettingDocs): Social | null => parseDoc(docs.get('social'), socialSchema);

const asText = (flag: 0 | 1) => (flag === 1 ? '1' : '0');

type SocialFlags = { instagram: 0 | 1; facebook: 0 | 1; email_message: Social['email_message'] };

export function createSocialService(options: OptionsContext) {
  return {
    async save(userId: number, eventId: number, { instagram, facebook, email_message }: SocialFlags): Promise<Social> {
      const event = await options.ownedEvent(userId, eventId);
      const social: Social = { instagram: asText(instagram), client_facebook: asText(facebook), email_message };
      await options.settings.put(event.id, 'social', JSON.stringify(social), nowIso());
      return social;
    },
  };
}
