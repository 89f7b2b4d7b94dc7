/** The social gallery option's icon: its tile on the Options step. */
export { IconPhoto as OptionIcon } from '@tabler/icons-react';
