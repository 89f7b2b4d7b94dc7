import type { FeatureKey, OptionKey } from '@boothdeck/contract';
import {
  IconBolt,
  IconBrush,
  IconCamera,
  IconChecklist,
  IconColorFilter,
  IconDatabase,
  IconForms,
  IconFrame,
  IconGif,
  IconGift,
  IconLayoutGrid,
  IconMail,
  IconMasksTheater,
  IconMessage,
  IconPhoto,
  IconQrcode,
  IconRepeat,
  IconShare,
  IconVideo,
  IconWallpaper,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

const SIZE = 20;

export const FEATURE_ICONS: Record<FeatureKey, ReactNode> = {
  still_photo: <IconCamera size={SIZE} />,
  three_in_one: <IconLayoutGrid size={SIZE} />,
  video: <IconVideo size={SIZE} />,
  boomerang: <IconRepeat size={SIZE} />,
  gallery: <IconPhoto size={SIZE} />,
  sharing: <IconShare size={SIZE} />,
  data_capture: <IconDatabase size={SIZE} />,
  offer: <IconGift size={SIZE} />,
};

export const OPTION_ICONS: Record<OptionKey, ReactNode> = {
  social_media: <IconShare size={SIZE} />,
  gif: <IconGif size={SIZE} />,
  brust_gif: <IconBolt size={SIZE} />,
  email: <IconMail size={SIZE} />,
  text_messaging: <IconMessage size={SIZE} />,
  digital_props: <IconMasksTheater size={SIZE} />,
  water_mark: <IconBrush size={SIZE} />,
  microsite: <IconPhoto size={SIZE} />,
  frame: <IconFrame size={SIZE} />,
  qr_code: <IconQrcode size={SIZE} />,
  incentive_offer: <IconGift size={SIZE} />,
  filters: <IconColorFilter size={SIZE} />,
  form_builder: <IconForms size={SIZE} />,
  approve_captures: <IconChecklist size={SIZE} />,
  virtual_backdrop: <IconWallpaper size={SIZE} />,
  data_capture: <IconDatabase size={SIZE} />,
};
