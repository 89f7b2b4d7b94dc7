/**
 * `/report/:token`: the report a link opens, without an account, on a phone or a desk. With
 * `?print=1` (how the server's PDF printer opens it) the page leaves out its buttons.
 */
import { clientReportEndpoints } from '@boothdeck/contract';
import { Alert, Box, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams, useSearchParams } from 'react-router';
import { callAddress } from '@/shared/api/api-client';
import { useSharedReport } from '../api/get-shared-report';
import { ReportView } from '../components/report-view';

export function SharedReportPage() {
  const token = useParams().token ?? '';
  const printing = useSearchParams()[0].get('print') === '1';
  const query = useSharedReport(token);
  useDocumentTitle(`${query.data?.report.event.name ?? 'Event'} report`);

  return (
    <Box bg={printing ? undefined : 'gray.0'} mih="100vh" py={{ base: 'md', sm: 'xl' }}>
      <Container size="xl" px={{ base: 'sm', sm: 'lg' }}>
        {query.isError ? (
          <Stack gap="sm" maw={520} mx="auto" mt="xl">
            <Title order={1} fz="h2">
              This report link does not open
            </Title>
            <Text c="dimmed">It may have been revoked or have expired. Ask the event's organiser for a new link.</Text>
          </Stack>
        ) : !query.data ? (
          <Skeleton h={400} aria-label="Loading report" />
        ) : (
          <Stack gap="lg">
            {!printing && (
              <Group justify="flex-end">
                {query.data.pdf_available ? (
                  <Button component="a" href={callAddress(clientReportEndpoints.sharedPdf, { params: { token } })}>
                    Download PDF
                  </Button>
                ) : (
                  <Alert color="gray" p="xs">
                    PDF download is unavailable here; use your browser's Print to save this page.
                  </Alert>
                )}
              </Group>
            )}
            <ReportView report={query.data.report} />
            <Text size="xs" c="dimmed" ta="center">
              Report made with Boothdeck
            </Text>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
