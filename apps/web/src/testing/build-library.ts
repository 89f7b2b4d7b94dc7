import {
  type BurstGifsReply,
  COLOR_FILTERS,
  type ColorFiltersReply,
  type FramesReply,
  type GifListReply,
  type PropsReply,
} from '@boothdeck/contract';

/** The option libraries as their GET calls answer, small: ids from 1, images under /library/. */
const GIF_NAMES = ['Film Strip', 'Polaroid Stack', 'Booth Strip'];
const BURST_NAMES = ['Confetti Burst', 'Comic Pop', 'Camera Flash'];
const FRAME_NAMES = ['Classic Polaroid', 'Black & Gold', 'Confetti Pop'];
const PROP_NAMES = ['Top hat', 'Party hat', 'Crown', 'Heart glasses', 'Star glasses'];
/** The name of the library item with this id (ids from 1). */
const nameOf = (names: string[], id: number) => names[id - 1] ?? `Item ${id}`;
const propOf = (id: number) => ({ id, name: nameOf(PROP_NAMES, id), image: `/library/prop-${id}.svg` });

export const GIF_LIST: GifListReply = {
  status: true,
  gifList: [1, 2, 3].map((id) => ({
    id,
    name: nameOf(GIF_NAMES, id),
    photo: `/library/gif/style-${id}.svg`,
    preview_image: `/library/gif/preview/style-${id}.svg`,
  })),
};

export const BURST_GIFS: BurstGifsReply = {
  allGifs: [1, 2, 3].map((id) => ({ id, name: nameOf(BURST_NAMES, id), photo: `/library/burstGif/style-${id}.svg` })),
};

export const FRAMES: FramesReply = {
  frames: [1, 2, 3].map((id) => ({
    id,
    name: nameOf(FRAME_NAMES, id),
    preview_image: `/library/frame/preview_image/frame-${id}.svg`,
    frame: `/library/frame/frame-${id}.svg`,
  })),
};

export const COLOR_FILTER_LIST: ColorFiltersReply = {
  filterColor: COLOR_FILTERS.slice(0, 3).map((filter, index) => ({
    id: index + 1,
    name: filter.name,
    filter_photo: `/library/color_filter/${filter.slug}.svg`,
    filter_url: `/library/color_filter/chart/${filter.slug}.svg`,
    matrix: [...filter.matrix],
  })),
};

export const PROPS: PropsReply = {
  prop_digital: [
    { id: 1, category_name: 'Hats & Crowns', prop: [1, 2, 3].map(propOf) },
    { id: 2, category_name: 'Glasses & Masks', prop: [4, 5].map(propOf) },
  ],
};

/** The settings a newly chosen animation or style is saved with, before any change. */
export const NEW_ANIMATION_SETTINGS = {
  playback_speed: 2,
  individual_photo: 'disabled',
  show_overlay: false,
  mirror_live: false,
};
