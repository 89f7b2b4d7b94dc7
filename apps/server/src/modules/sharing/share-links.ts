/**
 * The public address a shared item is opened at: the public gallery's single-item view, whose
 * id names the event by its random uuid and the item in it (see the public gallery module). A
 * capture still waiting for approval is opened with its guest's own key in the query.
 */
import { itemViewIdOf } from '../public-gallery/index.ts';

export const publicMediaAddress = (
  appUrl: string,
  item: { event_uuid: string; id: number },
  ownCaptureKey?: string,
): string =>
  `${appUrl}/social/gallery/view/${itemViewIdOf(item.event_uuid, item.id)}${ownCaptureKey ? `?${new URLSearchParams({ key: ownCaptureKey })}` : ''}`;
