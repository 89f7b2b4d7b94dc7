/**
 * A guest's look from the event's settings (as `GET /booth/event` sends them) and what the
 * guest picked. Only what the event offers can be picked: an option that is off has null
 * settings, and an id not among them is a mistake of the caller's, reported as a RangeError.
 */
import type { BoothEvent } from '@boothdeck/contract';
import type { CaptureLook, LookImage, PlacedProp } from './capture-look.ts';
import { contractFilterOf } from './event-filters.ts';
import { type ImageLoader, loadImage as loadImageElement } from './load-image.ts';

export type LookEvent = Pick<BoothEvent, 'options' | 'photo_frame' | 'filter' | 'digital_prop' | 'watermark'>;

export type LookChoices = {
  /** `frame_id` of one of `event.photo_frame`. */
  frameId?: number;
  /**
   * `id` of one of that frame's `custom_frame` overlays. Without it, a frame with a custom
   * overlay uses its first one (the organiser uploaded it to replace the library artwork).
   */
  customFrameId?: number;
  /** `color_filter_id` of one of `event.filter`. */
  filterId?: number;
  /** `prop_id` of one of `event.digital_prop`, placed as fractions of the picture (see `PlacedProp`). */
  props?: Array<Omit<PlacedProp, 'image'> & { propId: number }>;
};

export async function lookFromEvent(
  event: LookEvent,
  choices: LookChoices,
  loadImage: ImageLoader = loadImageElement,
): Promise<CaptureLook> {
  const cache = new Map<string, Promise<LookImage>>();
  const load = (url: string) => {
    let image = cache.get(url);
    if (!image) {
      image = loadImage(url);
      cache.set(url, image);
    }
    return image;
  };

  const frameUrl = choices.frameId === undefined ? undefined : frameOverlayUrl(event, choices);
  const filterId = choices.filterId === undefined ? undefined : filterSlug(event, choices.filterId);
  const props = (choices.props ?? []).map(({ propId, ...placement }) => ({ url: propUrl(event, propId), placement }));
  const watermark = event.options.water_mark === 1 ? event.watermark : null;

  const [frameImage, propImages, watermarkImage] = await Promise.all([
    frameUrl ? load(frameUrl) : undefined,
    Promise.all(props.map(({ url }) => load(url))),
    watermark ? load(watermark.photo) : undefined,
  ]);

  const look: CaptureLook = {};
  if (frameImage) look.frameImage = frameImage;
  if (filterId) look.filterId = filterId;
  if (props.length > 0)
    look.props = props.map(({ placement }, index) => ({ ...placement, image: propImages[index] as LookImage }));
  if (watermark && watermarkImage)
    look.watermark = { image: watermarkImage, position: { x: watermark.align_x, y: watermark.align_y } };
  return look;
}

function frameOverlayUrl(event: LookEvent, { frameId, customFrameId }: LookChoices): string {
  const frame = offered(event.options.frame, event.photo_frame)?.find((each) => each.frame_id === frameId);
  if (!frame) throw new RangeError(`Frame ${frameId} is not one of the event's frames.`);
  if (customFrameId === undefined) return frame.custom_frame[0]?.frame ?? frame.frame;
  const custom = frame.custom_frame.find((each) => each.id === customFrameId);
  if (!custom) throw new RangeError(`Custom frame ${customFrameId} is not one of frame ${frameId}'s.`);
  return custom.frame;
}

function filterSlug(event: LookEvent, filterId: number): string {
  const filter = offered(event.options.filters, event.filter)?.find((each) => each.color_filter_id === filterId);
  if (!filter) throw new RangeError(`Filter ${filterId} is not one of the event's filters.`);
  const definition = contractFilterOf(filter);
  if (!definition) throw new RangeError(`Filter "${filter.name}" has no colour matrix this booth knows.`);
  return definition.slug;
}

function propUrl(event: LookEvent, propId: number): string {
  const prop = offered(event.options.digital_props, event.digital_prop)?.find((each) => each.prop_id === propId);
  if (!prop) throw new RangeError(`Prop ${propId} is not one of the event's props.`);
  return prop.photo_frame;
}

/** An option's settings when the event uses it; the settings are null when it does not, but the flag decides. */
function offered<T>(flag: 0 | 1, settings: T[] | null): T[] | undefined {
  return flag === 1 ? (settings ?? undefined) : undefined;
}
