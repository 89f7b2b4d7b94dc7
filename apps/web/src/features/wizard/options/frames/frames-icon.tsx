/** The frames option's icon: its tile on the Options step. */
export { IconFrame as OptionIcon } from '@tabler/icons-react';
