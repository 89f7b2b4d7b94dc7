import type { Social } from '@boothdeck/contract';
import { Paper, SimpleGrid, Textarea } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { DescribedSwitch } from '@/shared/ui/described-switch';
import { OptionStepForm } from '../../common/option-step-form';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionSave } from '../../common/use-option-save';
import { type SocialValues, saveSocial } from '../api/save-social';

const MESSAGE_MAX_LENGTH = 1000;

/** The message guests' shares carry until the organiser words their own. */
export const DEFAULT_SOCIAL_MESSAGE = 'Here is my photo from the booth. Come and join the fun!';

export function socialValuesFrom(saved: Social | null): SocialValues {
  return {
    email_message: saved?.email_message || DEFAULT_SOCIAL_MESSAGE,
    facebook: saved?.client_facebook === '1',
    instagram: saved?.instagram === '1',
  };
}

type NetworkToggleProps = {
  label: string;
  description: string;
  icon: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** One network's switch, named by the network; the Enable / Disable in its track is for the eye only. */
function NetworkToggle({ onChange, ...network }: NetworkToggleProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <DescribedSwitch
        size="md"
        onLabel="Enable"
        offLabel="Disable"
        {...network}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </Paper>
  );
}

/** Social: the wizard step `/event/social` and its edit screen. */
export function SocialStep({ mode, event }: OptionStepProps) {
  const { submit, ...step } = useOptionSave('social', mode, (values: SocialValues, isUpdate) =>
    saveSocial(event.id, values, isUpdate),
  );
  const [values, setValues] = useState(() => socialValuesFrom(event.social));
  const set = <K extends keyof SocialValues>(key: K, value: SocialValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  return (
    <OptionStepForm
      title="Social"
      description="What guests may share their photos to, and the message that goes with them."
      {...step}
      onSubmit={(intent) => submit(values, intent, (reply) => reply.social)}
    >
      <Textarea
        label="Message"
        description="Sent with every photo guests share."
        autosize
        minRows={3}
        maxRows={8}
        maxLength={MESSAGE_MAX_LENGTH}
        value={values.email_message}
        onChange={(change) => set('email_message', change.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NetworkToggle
          label="Facebook Text"
          description="Guests may share to Facebook."
          icon={<IconBrandFacebook size={20} color="var(--mantine-color-blue-7)" aria-hidden />}
          checked={values.facebook}
          onChange={(checked) => set('facebook', checked)}
        />
        <NetworkToggle
          label="Instagram"
          description="Guests may share to Instagram."
          icon={<IconBrandInstagram size={20} color="var(--mantine-color-pink-6)" aria-hidden />}
          checked={values.instagram}
          onChange={(checked) => set('instagram', checked)}
        />
      </SimpleGrid>
    </OptionStepForm>
  );
}
