/**
 * The confirmation every finished action ends with (an event submitted, a payment taken, a copy
 * made, an event removed): a toast that stays long enough to read, whatever page opens next.
 */
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { LongText } from './long-text';

type Confirmation = { title: string; message: string };

export function notifyDone({ title, message }: Confirmation) {
  notifications.show({
    color: 'teal',
    icon: <IconCheck size={18} />,
    title,
    message: <LongText size="sm">{message}</LongText>,
  });
}
