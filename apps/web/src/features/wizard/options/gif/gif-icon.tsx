/** The 3 in 1 animation option's icon: its tile on the Options step. */
export { IconGif as OptionIcon } from '@tabler/icons-react';
