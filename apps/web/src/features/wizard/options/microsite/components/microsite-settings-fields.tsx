import { MICROSITE_SHARE_TOGGLES } from '@boothdeck/contract';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Input,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCode } from '@tabler/icons-react';
import { SHARE_LABELS } from '@/shared/lib/option-choices';
import type { MicrositeValues } from '../microsite-schema';
import { GalleryPrivacyField } from './gallery-privacy-field';

type MicrositeSettingsFieldsProps = {
  form: UseFormReturnType<MicrositeValues>;
  hasPassword: boolean;
  onOpenTracking: () => void;
};

/** The gallery's own settings: title, password, visibility, share buttons and tracking script. */
export function MicrositeSettingsFields({ form, hasPassword, onOpenTracking }: MicrositeSettingsFieldsProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        <TextInput label="Meta Title" maxLength={200} {...form.getInputProps('meta_title')} />
        <Stack gap={6}>
          <PasswordInput
            label="Gallery Password"
            description={
              hasPassword
                ? 'The gallery is protected. Type a new password to change it.'
                : 'Leave blank for a gallery anyone with the link can open.'
            }
            maxLength={128}
            autoComplete="new-password"
            disabled={form.values.remove_password}
            {...form.getInputProps('gallery_password')}
          />
          {hasPassword && (
            <Checkbox label="Remove the password" {...form.getInputProps('remove_password', { type: 'checkbox' })} />
          )}
        </Stack>
      </SimpleGrid>
      <GalleryPrivacyField form={form} />
      <Switch
        label="Hide gallery from social gallery"
        {...form.getInputProps('gallery_button', { type: 'checkbox' })}
      />
      <Input.Wrapper label="Share buttons" description="What guests can do with their photos in the gallery.">
        <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs" spacing="sm">
          {MICROSITE_SHARE_TOGGLES.map((key) => (
            <Switch key={key} label={SHARE_LABELS[key]} {...form.getInputProps(key, { type: 'checkbox' })} />
          ))}
        </SimpleGrid>
      </Input.Wrapper>
      <Group gap="sm">
        <Button variant="default" leftSection={<IconCode size={16} />} onClick={onOpenTracking}>
          Js Header Tracking
        </Button>
        {form.values.tag_script.trim() && (
          <Badge variant="light" color="teal">
            Script added
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
