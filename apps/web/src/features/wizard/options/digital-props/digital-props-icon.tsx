/** The digital props option's icon: its tile on the Options step. */
export { IconMasksTheater as OptionIcon } from '@tabler/icons-react';
