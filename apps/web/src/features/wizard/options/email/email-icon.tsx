/** The e-mail option's icon: its tile on the Options step. */
export { IconMail as OptionIcon } from '@tabler/icons-react';
