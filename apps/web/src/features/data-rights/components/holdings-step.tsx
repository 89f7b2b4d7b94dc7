import type { DataConfirmReply, ErasureReceipt } from '@boothdeck/contract';
import { Alert, Button, Checkbox, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { useDownloadData, useEraseData } from '../api/your-data-api';
import { HoldingsList } from './holdings-list';

type HoldingsStepProps = { confirmed: DataConfirmReply; onErased: (receipt: ErasureReceipt) => void };

/** What the event holds under the address: download it, or erase it (asked twice). */
export function HoldingsStep({ confirmed, onErased }: HoldingsStepProps) {
  const [withCaptures, setWithCaptures] = useState(true);
  const [isSure, setSure] = useState(false);
  const download = useDownloadData();
  const erase = useEraseData();
  const failure = download.error ?? erase.error;

  return (
    <Stack gap="md">
      <Text fw={600}>{confirmed.event_name} holds under your address:</Text>
      <HoldingsList holdings={confirmed.holdings} />
      {failure ? (
        <Alert color="red" variant="light">
          {getErrorMessage(failure)}
        </Alert>
      ) : null}
      <Button variant="default" loading={download.isPending} onClick={() => download.mutate(confirmed.pass)}>
        Download my data
      </Button>
      <Divider />
      <Title order={2} size="h4">
        Erase my data
      </Title>
      <Text size="sm">
        Your details, answers, consent records and the messages sent to you are erased for good. The organiser sees that
        an erasure happened, not what it was.
      </Text>
      <Checkbox
        label="Also erase my photos and clips"
        checked={withCaptures}
        onChange={(event) => setWithCaptures(event.currentTarget.checked)}
      />
      {isSure ? (
        <Group grow>
          <Button variant="default" onClick={() => setSure(false)}>
            Keep my data
          </Button>
          <Button
            color="red"
            loading={erase.isPending}
            onClick={() =>
              erase.mutate(
                { pass: confirmed.pass, captures: withCaptures },
                { onSuccess: (reply) => onErased(reply.receipt) },
              )
            }
          >
            Erase for good
          </Button>
        </Group>
      ) : (
        <Button color="red" variant="light" onClick={() => setSure(true)}>
          Erase my data
        </Button>
      )}
    </Stack>
  );
}
