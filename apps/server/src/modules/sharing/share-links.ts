/**
 * The public address a shared item is opened at: the public gallery's single-item view, whose
 * id names the event by its random uuid and the item in it (see the public gallery module).
 */
import { itemViewIdOf } from '../public-gallery/index.ts';

export const publicMediaAddress = (appUrl: string, item: { event_uuid: string; id: number }): string =>
  `${appUrl}/social/gallery/view/${itemViewIdOf(item.event_uuid, item.id)}`;
