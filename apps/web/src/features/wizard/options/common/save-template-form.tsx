import { NAME_ERROR_DISPLAY_MS, TEMPLATE_NAME_MAX_LENGTH } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Button, Fieldset, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBookmark } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { FormAlert } from '@/shared/ui/form-alert';

type SaveTemplateFormProps = {
  /** Saves the texts under the name as one of the organiser's templates. */
  onSave: (name: string) => Promise<void>;
};

/** 'Save Changes': a name, a confirmation that the template becomes the current one, then the save. */
export function SaveTemplateForm({ onSave }: SaveTemplateFormProps) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isConfirming, confirm] = useDisclosure(false);

  // The missing-name text shows for three seconds.
  useEffect(() => {
    if (!nameError) return;
    const timer = window.setTimeout(() => setNameError(null), NAME_ERROR_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [nameError]);

  const ask = () => {
    setSaveError(null);
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
      await onSave(name.trim());
    } catch (error) {
      setSaveError(getErrorMessage(error));
      setIsSaving(false);
    }
  };

  return (
    <Fieldset legend="Save Changes" radius="md" p="sm">
      <Stack gap="xs">
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            aria-label="Template name"
            placeholder="Template name"
            flex={1}
            maxLength={TEMPLATE_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
          />
          <Button variant="light" leftSection={<IconBookmark size={16} />} onClick={ask} loading={isSaving}>
            Save
          </Button>
        </Group>
        <FormAlert message={saveError} />
      </Stack>
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
    </Fieldset>
  );
}
