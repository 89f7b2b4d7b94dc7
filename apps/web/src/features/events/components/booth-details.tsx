import type { Event } from '@boothdeck/contract';
import { ROLES } from '@boothdeck/contract/roles';
import { Anchor, Grid, Stack, Text } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useAllowed } from '@/shared/session/role';
import { AddressToShare } from '@/shared/ui/address-to-share';
import { DetailField, DetailSection } from '@/shared/ui/detail-section';
import { boothAddress } from '../lib/booth-address';

/**
 * Run this event on a booth: the kiosk's address to open on the booth's browser (or scan with
 * its camera) and the reminder of how the booth signs in. The admin password is the owner's to
 * see, as the Options section shows it; a draft cannot be signed in to, so it has no address yet.
 */
export function BoothDetails({ event }: { event: Event }) {
  const optionsPath = generatePath(PATHS.editEventOptions, { id: String(event.id) });
  // An operator runs the booth but does not change the event's set-up.
  const canEdit = useAllowed(ROLES.managers);
  if (event.state === 'draft') {
    return (
      <DetailSection title="Run this event on a booth">
        <Text c="dimmed">Submit the event first: a booth can run it once it is no longer a draft.</Text>
      </DetailSection>
    );
  }
  const password = event.event_option?.password;
  return (
    <DetailSection title="Run this event on a booth">
      <Grid gap="xl" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Text>
              Open this address in the booth's browser, or scan the code with the booth's camera. It opens the photo
              booth for this event.
            </Text>
            <Text>
              Sign the booth in with the event's 4-digit admin password
              {canEdit ? (
                <>
                  , set on the{' '}
                  <Anchor component={Link} to={optionsPath}>
                    Options step
                  </Anchor>
                  .
                </>
              ) : (
                ' below.'
              )}
            </Text>
            {password && <DetailField label="Admin Password">{password}</DetailField>}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AddressToShare
            label="Booth address"
            address={boothAddress(event)}
            qrLabel="QR code of the booth address"
            qrSize={180}
          />
        </Grid.Col>
      </Grid>
    </DetailSection>
  );
}
