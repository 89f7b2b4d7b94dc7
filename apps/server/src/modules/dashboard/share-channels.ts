/** How each share channel is named and coloured in the Social Sharing Stats pie. */
import type { ShareChannel } from '@boothdeck/contract';

export const SHARE_CHANNEL_LOOK: Record<ShareChannel, { name: string; background: string }> = {
  email: { name: 'Email', background: '#4c6ef5' },
  sms: { name: 'SMS', background: '#12b886' },
  facebook: { name: 'Facebook', background: '#1c7ed6' },
  twitter: { name: 'Twitter', background: '#495057' },
  instagram: { name: 'Instagram', background: '#e64980' },
  linkedin: { name: 'LinkedIn', background: '#0b7285' },
  whatsapp: { name: 'WhatsApp', background: '#2f9e44' },
  download: { name: 'Download', background: '#fd7e14' },
};
