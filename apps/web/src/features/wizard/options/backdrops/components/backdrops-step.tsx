import { BACKDROP_MAX_BYTES, BACKDROP_MAX_COUNT, BACKDROP_NAME_MAX_LENGTH } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { ActionIcon, Button, Card, Group, Image, Input, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import type { ImageFileCheck } from '@/shared/lib/image-file-check';
import { ImageFileButton } from '@/shared/ui/image-file-button';
import { GatedStepForm } from '../../common/gated-step-form';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionFormSave } from '../../common/use-option-form-save';
import { saveBackdrops } from '../api/save-backdrops';

const IMAGE_RULES = { maxBytes: BACKDROP_MAX_BYTES, tooLargeText: MESSAGES.backdropImageInvalid };

/** A backdrop as the form holds it: a new picture as a data URL, a saved one by its address. */
type BackdropValue = { key: string; name: string; image: string };
type BackdropValues = { backdrops: BackdropValue[] };

/** The file's name without its extension, as the backdrop's first name. */
const nameOf = (file: File) => file.name.replace(/\.[^.]+$/, '').slice(0, BACKDROP_NAME_MAX_LENGTH) || 'Backdrop';

/** Virtual Backdrop: the wizard step `/event/backdrop` and its edit screen. */
export function BackdropsStep({ mode, event }: OptionStepProps) {
  const form = useForm<BackdropValues>({
    initialValues: {
      backdrops: (event.backdrop ?? []).map(({ id, name, image }) => ({ key: `saved-${id}`, name, image })),
    },
    validate: ({ backdrops }) => ({
      backdrops: backdrops.length > 0 ? null : MESSAGES.backdropRequired,
      ...Object.fromEntries(
        backdrops.map((backdrop, index) => [
          `backdrops.${index}.name`,
          backdrop.name.trim() ? null : MESSAGES.required,
        ]),
      ),
    }),
  });
  const { formProps } = useOptionFormSave('backdrops', mode, form, {
    toBody: (values) => ({
      eventId: event.id,
      backdrops: values.backdrops.map(({ name, image }) => ({ name: name.trim(), image })),
    }),
    send: saveBackdrops,
    keep: (reply) => reply.backdrop,
  });
  const list = form.values.backdrops;
  const listError = form.errors.backdrops;

  const add = (checked: ImageFileCheck, file: File) => {
    if (!checked.isAccepted) return form.setFieldError('backdrops', checked.message);
    form.insertListItem('backdrops', { key: `new-${crypto.randomUUID()}`, name: nameOf(file), image: checked.dataUrl });
    form.clearFieldError('backdrops');
  };

  return (
    <GatedStepForm title="Virtual Backdrop - Put your guests anywhere" {...formProps}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          The booth tells each guest from the room on the device and puts them in front of the backdrop they choose,
          live on screen and in their photo. Guests can also choose no backdrop.
        </Text>
        <Input.Wrapper
          label="Backdrop pictures"
          description={`PNG, JPEG or WebP up to 3 MB each, at most ${BACKDROP_MAX_COUNT}; a landscape picture of the booth camera's shape (16:9) fits best.`}
          withAsterisk
          error={typeof listError === 'string' ? listError : undefined}
        >
          <Group mt="xs">
            <ImageFileButton rules={IMAGE_RULES} onChecked={add} disabled={list.length >= BACKDROP_MAX_COUNT}>
              {(props) => (
                <Button
                  variant="default"
                  leftSection={<IconUpload size={18} />}
                  disabled={list.length >= BACKDROP_MAX_COUNT}
                  {...props}
                >
                  Add a backdrop
                </Button>
              )}
            </ImageFileButton>
          </Group>
        </Input.Wrapper>
        {list.length === 0 ? (
          <Text c="dimmed">No backdrop yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {list.map((backdrop, index) => (
              <Card key={backdrop.key} withBorder padding="sm">
                <Card.Section>
                  <Image src={backdrop.image} alt={`Backdrop ${backdrop.name}`} h={140} fit="cover" />
                </Card.Section>
                <Group mt="sm" align="flex-end" wrap="nowrap">
                  <TextInput
                    label="Name"
                    flex={1}
                    maxLength={BACKDROP_NAME_MAX_LENGTH}
                    {...form.getInputProps(`backdrops.${index}.name`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove ${backdrop.name}`}
                    onClick={() => form.removeListItem('backdrops', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </GatedStepForm>
  );
}
