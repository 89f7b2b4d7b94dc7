/** The filters option's icon: its tile on the Options step. */
export { IconColorFilter as OptionIcon } from '@tabler/icons-react';
