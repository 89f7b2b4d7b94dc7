/** The 3 in 1 fast option's icon: its tile on the Options step. */
export { IconBolt as OptionIcon } from '@tabler/icons-react';
