/** The incentives and offers option's icon: its tile on the Options step. */
export { IconGift as OptionIcon } from '@tabler/icons-react';
