/** The virtual backdrop option's icon: its tile on the Options step. */
export { IconWallpaper as OptionIcon } from '@tabler/icons-react';
