import {
  type BurstGifsReply,
  COLOR_FILTERS,
  type ColorFiltersReply,
  type FramesReply,
  type GifListReply,
  type PropsReply,
} from '@boothdeck/contract';

/** The option libraries as their GET calls answer, small: ids from 1, images under /library/. */
export const GIF_LIST: GifListReply = {
  status: true,
  gifList: [1, 2, 3].map((id) => ({
    id,
    photo: `/library/gif/style-${id}.svg`,
    preview_image: `/library/gif/preview/style-${id}.svg`,
  })),
};

export const BURST_GIFS: BurstGifsReply = {
  allGifs: [1, 2, 3].map((id) => ({ id, photo: `/library/burstGif/style-${id}.svg` })),
};

export const FRAMES: FramesReply = {
  frames: [1, 2, 3].map((id) => ({
    id,
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
    { id: 1, category_name: 'Hats & Crowns', prop: [1, 2, 3].map((id) => ({ id, image: `/library/prop-${id}.svg` })) },
    {
      id: 2,
      category_name: 'Glasses & Masks',
      prop: [4, 5].map((id) => ({ id, image: `/library/prop-${id}.svg` })),
    },
  ],
};
