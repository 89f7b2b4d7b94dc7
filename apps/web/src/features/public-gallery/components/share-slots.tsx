/**
 * The e-mail and SMS share slots of the share view. A stand-in: the real modals (sending the
 * share and counting it) replace this file; they take the same props.
 */
import { Modal, Text } from '@mantine/core';

export type ShareModalProps = { opened: boolean; onClose: () => void; eventId: number; mediaId: number };

function Placeholder({ opened, onClose, title }: ShareModalProps & { title: string }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text c="dimmed">Sharing by {title.toLowerCase()} is not available yet.</Text>
    </Modal>
  );
}

export const ShareByEmailModal = (props: ShareModalProps) => <Placeholder {...props} title="Email" />;
export const ShareBySmsModal = (props: ShareModalProps) => <Placeholder {...props} title="SMS" />;
