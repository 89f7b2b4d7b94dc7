/** How chosen library items are described, alike in the option steps and on the event's details. */
import { type GalleryPrivacy, type MicrositeShareToggle, PLAYBACK_SPEEDS } from '@boothdeck/contract';

export const speedLabel = (speed: number) =>
  PLAYBACK_SPEEDS.find((choice) => choice.value === speed)?.label ?? String(speed);

/** What the 3 in 1 animation and 3 in 1 fast settings have in common; the countdown and single photos are optional. */
export type CaptureSettings = {
  number_of_frame: number;
  interval_count_down?: number;
  playback_speed: number;
  individual_photo?: 'enabled' | 'disabled';
  show_overlay: boolean;
  mirror_live: boolean;
};

/** A 3 in 1 animation's or fast style's settings in one line: '4 frames · 3 s countdown · Fast · overlay'. */
export function describeCaptureSettings(settings: CaptureSettings): string {
  return [
    `${settings.number_of_frame} frames`,
    settings.interval_count_down !== undefined && `${settings.interval_count_down} s countdown`,
    speedLabel(settings.playback_speed),
    settings.individual_photo === 'enabled' && 'individual photos',
    settings.show_overlay && 'overlay',
    settings.mirror_live && 'mirrored',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The social gallery's share buttons, as the step's switches and the event's details name them. */
export const SHARE_LABELS: Record<MicrositeShareToggle, string> = {
  sms: 'SMS',
  email: 'Email',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linked_in: 'LinkedIn',
  twitter: 'Twitter',
  download: 'Download',
};

/** Who sees an event's public gallery, as the social gallery step and the event's summary name each choice. */
export const GALLERY_PRIVACY_CHOICES: Record<GalleryPrivacy, { label: string; description: string }> = {
  everyone: {
    label: 'Everyone sees every photo',
    description: 'The open gallery: every guest sees every capture.',
  },
  own: {
    label: 'Each guest sees only their own',
    description: 'A guest sees the photos they opened from their share link or the booth’s QR code.',
  },
  off: {
    label: 'No public gallery',
    description: 'Guests open their photos from their share link only.',
  },
};
