/**
 * The event's look on the kiosk, from its custom branding: the event picture behind the attract
 * screen, the social gallery's logo and button colour, and the event's name.
 */
import type { BoothEvent } from '@boothdeck/contract';

export type Branding = { title: string; subtitle: string; background?: string; logo?: string; accent?: string };

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function brandingOf(event: Pick<BoothEvent, 'event_name' | 'venue_name' | 'event_info_image' | 'microsite'>) {
  const contents = event.microsite?.contents;
  const branding: Branding = { title: event.event_name, subtitle: event.venue_name };
  if (event.event_info_image) branding.background = event.event_info_image;
  if (contents?.logo) branding.logo = contents.logo;
  if (contents?.buttonColor && COLOUR.test(contents.buttonColor)) branding.accent = contents.buttonColor;
  return branding;
}
