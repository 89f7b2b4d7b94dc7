import { NAME_ERROR_DISPLAY_MS, TEMPLATE_NAME_MAX_LENGTH } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBookmark } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { FormAlert } from '@/shared/ui/form-alert';

type SaveTemplateFormProps = {
  /** Saves the current texts under the name; resolves to the server's message. */
  onSave: (name: string) => Promise<string>;
};

/** 'Save Changes' as a named template of one's own: a name, a confirmation, then the server's word. */
export function SaveTemplateForm({ onSave }: SaveTemplateFormProps) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ message: string; tone: 'success' | 'error' } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isConfirming, confirm] = useDisclosure(false);

  // The spec shows the missing-name text for three seconds.
  useEffect(() => {
    if (!nameError) return;
    const timer = window.setTimeout(() => setNameError(null), NAME_ERROR_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [nameError]);

  const ask = () => {
    setOutcome(null);
    if (!name.trim()) {
      setNameError(MESSAGES.templateNameRequired);
      return;
    }
    confirm.open();
  };

  const save = async () => {
    confirm.close();
    setIsSaving(true);
    try {
      setOutcome({ message: await onSave(name.trim()), tone: 'success' });
      setName('');
    } catch (error) {
      setOutcome({ message: getErrorMessage(error), tone: 'error' });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label="Save as my template"
          placeholder="Template name"
          flex={1}
          maxLength={TEMPLATE_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
        />
        <Button mt={25} variant="light" leftSection={<IconBookmark size={16} />} onClick={ask} loading={isSaving}>
          Save
        </Button>
      </Group>
      <FormAlert message={outcome?.message ?? null} tone={outcome?.tone} />
      <Modal
        opened={isConfirming}
        onClose={confirm.close}
        title="Save Changes"
        centered
        transitionProps={{ duration: 0 }}
      >
        <Text>{MESSAGES.templateConfirm}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={confirm.close}>
            Cancel
          </Button>
          <Button onClick={save}>Yes, save</Button>
        </Group>
      </Modal>
    </>
  );
}
