import { PRICING_LOADER_MS } from '@boothdeck/contract/constants';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { getErrorMessage } from '@/shared/api/api-error';
import { PATHS } from '@/shared/config/paths';
import { useHasElapsed } from '@/shared/hooks/use-has-elapsed';
import { hasActiveMembership } from '@/shared/session/membership';
import { useSessionStore } from '@/shared/session/session-store';
import { BackButton } from '@/shared/ui/back-button';
import { FormAlert } from '@/shared/ui/form-alert';
import { SimulatedPaymentsNotice } from '@/shared/ui/simulated-payments-notice';
import { usePackageTypes } from '../api/get-package-types';
import { PackageTabs } from '../components/package-tabs';
import { SubscriptionFooter } from '../components/subscription-footer';
import { useChoosePackage } from '../hooks/use-choose-package';
import { buildPackageTables } from '../lib/package-tables';

function PricingLoader() {
  return (
    <Center mih={240}>
      <Stack align="center" gap="sm">
        <Loader aria-label="Loading prices" />
        <Text c="dimmed">Loading prices…</Text>
      </Stack>
    </Center>
  );
}

/** `/event/type`: compare the packages and take one. */
export function SubscriptionPage() {
  useDocumentTitle('Choose a package | Boothdeck');
  const user = useSessionStore((state) => state.user);
  const catalogue = usePackageTypes();
  const hasLoaderShown = useHasElapsed(PRICING_LOADER_MS);
  const { choose, pendingId, error } = useChoosePackage();

  const renderCatalogue = () => {
    if (catalogue.isError) {
      return (
        <Stack align="flex-start">
          <FormAlert message={getErrorMessage(catalogue.error)} />
          <Button variant="light" onClick={() => catalogue.refetch()}>
            Try again
          </Button>
        </Stack>
      );
    }
    if (!catalogue.data || !hasLoaderShown) return <PricingLoader />;
    const tables = buildPackageTables(catalogue.data);
    if (tables.length === 0) return <Text c="dimmed">No packages are available right now.</Text>;
    return <PackageTabs tables={tables} user={user} pendingId={pendingId} onProcess={choose} />;
  };

  return (
    <Stack gap="lg">
      <BackButton label="Go Back" fallbackTo={hasActiveMembership(user) ? PATHS.dashboard : null} w="fit-content" />
      <Stack gap={4} align="center" ta="center">
        <Title order={1} fz="h2">
          Choose a package
        </Title>
        <Text c="dimmed">Pick the plan that fits your events. You can change it later.</Text>
      </Stack>
      <SimulatedPaymentsNotice />
      <FormAlert message={error ? getErrorMessage(error) : null} />
      {renderCatalogue()}
      <SubscriptionFooter />
    </Stack>
  );
}
