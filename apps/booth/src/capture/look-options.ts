/** The frames, filters, props and backdrops a guest may pick from, as the event offers them. */
import type { BoothEvent } from '@boothdeck/contract';

export type LookOption = { id: number; name: string; image: string };

export type LookOptions = { frames: LookOption[]; filters: LookOption[]; props: LookOption[]; backdrops: LookOption[] };

export function lookOptions(
  event: Pick<BoothEvent, 'options' | 'photo_frame' | 'filter' | 'digital_prop' | 'backdrop'>,
) {
  const { options } = event;
  return {
    frames:
      options.frame === 1
        ? (event.photo_frame ?? []).map((frame) => ({
            id: frame.frame_id,
            name: frame.name,
            image: frame.custom_frame[0]?.frame ?? frame.frame,
          }))
        : [],
    filters:
      options.filters === 1
        ? (event.filter ?? []).map((filter) => ({
            id: filter.color_filter_id,
            name: filter.name,
            image: filter.filter_photo,
          }))
        : [],
    props:
      options.digital_props === 1
        ? (event.digital_prop ?? []).map((prop) => ({ id: prop.prop_id, name: prop.name, image: prop.photo_frame }))
        : [],
    backdrops:
      options.virtual_backdrop === 1 ? (event.backdrop ?? []).map(({ id, name, image }) => ({ id, name, image })) : [],
  } satisfies LookOptions;
}

/** Where a guest's prop goes: across the top middle of the picture, as fractions of it. */
export const PROP_PLACEMENT = { x: 0.3, y: 0.04, width: 0.4, height: 0.3 } as const;
