/** `/event-report/:id`: the organiser's view of one event's client report, with the links that share it. */
import { Group, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { generatePath, useParams } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { BackButton } from '@/shared/ui/back-button';
import { EventPageError } from '@/shared/ui/event-page-error';
import { useEventReport } from '../api/get-event-report';
import { ReportLinksPanel } from '../components/report-links-panel';
import { ReportView } from '../components/report-view';

export function EventReportPage() {
  const eventId = Number(useParams().id);
  const valid = Number.isInteger(eventId) && eventId > 0;
  const query = useEventReport(valid ? eventId : 0);
  useDocumentTitle(`${query.data?.report.event.name ?? 'Event'} report | Boothdeck`);

  if (!valid || query.isError) return <EventPageError error={query.isError ? query.error : null} />;
  if (!query.data) return <Skeleton h={400} aria-label="Loading report" />;
  const { report, pdf_available } = query.data;
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <BackButton
          label="Back to analytics"
          fallbackTo={generatePath(PATHS.eventAnalytics, { id: String(eventId) })}
        />
      </Group>
      <ReportLinksPanel eventId={eventId} timeZone={report.event.time_zone} pdfAvailable={pdf_available} />
      <ReportView report={report} />
    </Stack>
  );
}
