/** The social option's icon: its tile on the Options step. */
export { IconShare as OptionIcon } from '@tabler/icons-react';
