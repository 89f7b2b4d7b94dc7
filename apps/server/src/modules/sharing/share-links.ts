/**
 * The public address a shared item is opened at: the public gallery's single-item view, whose
 * id names the event by its random uuid and the item in it (see the public gallery module). A
 * capture still waiting for approval is opened with its guest’s own key in the query; a guest
 * who chose another language than the event’s default has it in the query (`lang`).
 */
import { itemViewIdOf } from '../public-gallery/index.ts';

export const publicMediaAddress = (
  appUrl: string,
  item: { event_uuid: string; id: number },
  ownCaptureKey?: string,
  /** The guest's language, when it is not the event's default: the page opens in it. */
  language?: string,
): string => {
  const query = new URLSearchParams({
    ...(ownCaptureKey ? { key: ownCaptureKey } : {}),
    ...(language ? { lang: language } : {}),
  });
  return `${appUrl}/social/gallery/view/${itemViewIdOf(item.event_uuid, item.id)}${query.size > 0 ? `?${query}` : ''}`;
};
