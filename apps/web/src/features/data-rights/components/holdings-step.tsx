import type { DataConfirmReply, ErasureReceipt } from '@boothdeck/contract';
import { useGuestText } from '@boothdeck/i18n/react';
import { Alert, Button, Checkbox, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useDownloadData, useEraseData } from '../api/your-data-api';
import { dataErrorText } from '../lib/data-error-text';
import { HoldingsList } from './holdings-list';

type HoldingsStepProps = { confirmed: DataConfirmReply; onErased: (receipt: ErasureReceipt) => void };

/** What the event holds under the address: download it, or erase it (asked twice). */
export function HoldingsStep({ confirmed, onErased }: HoldingsStepProps) {
  const [withCaptures, setWithCaptures] = useState(true);
  const [isSure, setSure] = useState(false);
  const download = useDownloadData();
  const erase = useEraseData();
  const text = useGuestText();
  const { t } = text;
  const failure = download.error ?? erase.error;

  return (
    <Stack gap="md">
      <Text fw={600}>{t('guest.data.holds', { event: confirmed.event_name })}</Text>
      <HoldingsList holdings={confirmed.holdings} />
      {failure ? (
        <Alert color="red" variant="light">
          {dataErrorText(failure, text)}
        </Alert>
      ) : null}
      <Button variant="default" loading={download.isPending} onClick={() => download.mutate(confirmed.pass)}>
        {t('guest.data.download')}
      </Button>
      <Divider />
      <Title order={2} size="h4">
        {t('guest.data.erase')}
      </Title>
      <Text size="sm">{t('guest.data.eraseText')}</Text>
      <Checkbox
        label={t('guest.data.eraseCaptures')}
        checked={withCaptures}
        onChange={(event) => setWithCaptures(event.currentTarget.checked)}
      />
      {isSure ? (
        <Group grow>
          <Button variant="default" onClick={() => setSure(false)}>
            {t('guest.data.keep')}
          </Button>
          <Button
            color="red"
            loading={erase.isPending}
            onClick={() =>
              erase.mutate(
                { pass: confirmed.pass, captures: withCaptures, language: text.language },
                { onSuccess: (reply) => onErased(reply.receipt) },
              )
            }
          >
            {t('guest.data.eraseForGood')}
          </Button>
        </Group>
      ) : (
        <Button color="red" variant="light" onClick={() => setSure(true)}>
          {t('guest.data.erase')}
        </Button>
      )}
    </Stack>
  );
}
