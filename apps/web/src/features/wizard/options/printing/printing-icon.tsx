/** The printing option's icon: its tile on the Options step. */
export { IconPrinter as OptionIcon } from '@tabler/icons-react';
