import type { ClientReport } from '@boothdeck/contract';
import { Grid, Stack } from '@mantine/core';
import { BusiestHours, CapturesByMode, SharesByChannel } from './report-breakdowns';
import { ReportFigures } from './report-figures';
import { ReportFunnel } from './report-funnel';
import { ReportHeader } from './report-header';
import { TopCaptures } from './top-captures';

/** A panel is printed whole on one page of the PDF, never cut across two. */
const KEEP_ON_ONE_PAGE = { breakInside: 'avoid' } as const;

/**
 * The whole report, as the organiser, the brand client and the PDF see it. It marks itself ready
 * once drawn: the server's PDF printer waits for that mark.
 */
export function ReportView({ report }: { report: ClientReport }) {
  return (
    <Stack gap="lg" data-report-ready="true">
      <ReportHeader report={report} />
      <ReportFigures report={report} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xs: 6 }} style={KEEP_ON_ONE_PAGE}>
          <ReportFunnel report={report} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }} style={KEEP_ON_ONE_PAGE}>
          <SharesByChannel report={report} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }} style={KEEP_ON_ONE_PAGE}>
          <CapturesByMode report={report} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }} style={KEEP_ON_ONE_PAGE}>
          <BusiestHours report={report} />
        </Grid.Col>
        <Grid.Col span={12} style={KEEP_ON_ONE_PAGE}>
          <TopCaptures report={report} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
