/** The text messaging option's icon: its tile on the Options step. */
export { IconMessage as OptionIcon } from '@tabler/icons-react';
