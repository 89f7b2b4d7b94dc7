import { DATA_CODE_LENGTH, type DataConfirmReply } from '@boothdeck/contract';
import { useGuestText } from '@boothdeck/i18n/react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useConfirmCode } from '../api/your-data-api';
import { dataErrorText } from '../lib/data-error-text';

type CodeStepProps = {
  requestId: string;
  onConfirmed: (reply: DataConfirmReply) => void;
  onStartAgain: () => void;
};

/** The code from the message: it opens what the event holds under the address. */
export function CodeStep({ requestId, onConfirmed, onStartAgain }: CodeStepProps) {
  const [code, setCode] = useState('');
  const confirm = useConfirmCode();
  const text = useGuestText();
  const { t } = text;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ request_id: requestId, code }, { onSuccess: onConfirmed });
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Alert color="blue" variant="light">
          {t('guest.data.codeSent')}
        </Alert>
        <TextInput
          label={t('guest.data.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={DATA_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          error={confirm.isError ? dataErrorText(confirm.error, text, 'guest.data.codeWrong') : undefined}
          required
        />
        <Button type="submit" loading={confirm.isPending}>
          {t('guest.data.confirm')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onStartAgain}>
          {t('guest.data.newCode')}
        </Anchor>
      </Stack>
    </form>
  );
}
