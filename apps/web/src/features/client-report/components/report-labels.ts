/** What the report calls each channel and mode. A channel added to the contract's list shows by its own name. */
import type { MediaType } from '@boothdeck/contract';

const CHANNEL_NAMES: Record<string, string> = {
  email: 'Email',
  sms: 'SMS',
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  download: 'Downloads',
};

export const channelName = (channel: string) =>
  CHANNEL_NAMES[channel] ?? `${channel.charAt(0).toUpperCase()}${channel.slice(1).replaceAll('_', ' ')}`;

export const MODE_NAMES: Record<MediaType, string> = {
  photo: 'Photos',
  video: 'Videos',
  gif: '3 in 1 animations',
  burst_gif: '3 in 1 fast animations',
  boomerang: 'Boomerangs',
};

/** '15:00' for hour 15. */
export const hourName = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
