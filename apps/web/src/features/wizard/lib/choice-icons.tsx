import type { FeatureKey, OptionKey } from '@boothdeck/contract';
import { OPTION_STEPS, type OptionStepEntry } from '@boothdeck/contract/option-steps';
import {
  IconCamera,
  IconChecklist,
  IconDatabase,
  IconGift,
  IconLayoutGrid,
  IconPhoto,
  IconQrcode,
  IconRepeat,
  IconShare,
  IconVideo,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';

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

type OptionIconModule = { OptionIcon: ComponentType<{ size?: number }> };

/** Each option step's icon, from its folder's `<id>-icon.tsx`. */
const ICON_OF_FOLDER = import.meta.glob<OptionIconModule>('./*/*-icon.tsx', { base: '../options', eager: true });

/** The icon of an option step, found by its id: its folder's name and its file's. */
export const optionIconOf = (id: string) => ICON_OF_FOLDER[`./${id}/${id}-icon.tsx`]?.OptionIcon;

function stepIcon({ id }: OptionStepEntry): ReactNode {
  const Icon = optionIconOf(id);
  if (!Icon) throw new Error(`The option step '${id}' has no ${id}-icon.tsx in its web folder.`);
  return <Icon size={SIZE} />;
}

/** Every option's icon: a step's from its folder, the flags without a step's here. */
export const OPTION_ICONS: Record<OptionKey, ReactNode> = {
  ...(Object.fromEntries(OPTION_STEPS.map((step) => [step.option, stepIcon(step)])) as Record<
    OptionStepEntry['option'],
    ReactNode
  >),
  qr_code: <IconQrcode size={SIZE} />,
  approve_captures: <IconChecklist size={SIZE} />,
  data_capture: <IconDatabase size={SIZE} />,
};
