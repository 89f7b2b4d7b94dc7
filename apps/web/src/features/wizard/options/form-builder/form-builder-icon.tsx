/** The form builder option's icon: its tile on the Options step. */
export { IconForms as OptionIcon } from '@tabler/icons-react';
