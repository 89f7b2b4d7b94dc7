/** The custom branding option's icon: its tile on the Options step. */
export { IconBrush as OptionIcon } from '@tabler/icons-react';
