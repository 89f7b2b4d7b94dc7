/** The create-event wizard's pages: the step bar above whichever step the address names. */
import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Fragment } from 'react';
import { Outlet, useLocation } from 'react-router';
import { WizardStepBar } from '../components/wizard-step-bar';
import { CREATE_MODE } from '../lib/step-mode';
import { EventInfoStep } from '../steps/event-info/event-info-step';
import { FeatureStep } from '../steps/feature/feature-step';
import { OptionsStep } from '../steps/options/options-step';
import { SummaryStep } from '../steps/summary/summary-step';

export function WizardLayout() {
  useDocumentTitle('Create Event | Boothdeck');
  const location = useLocation();
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Title order={1} fz="h2">
        Create Event
      </Title>
      <WizardStepBar />
      {/* A new key per visit: Create event on the Info step starts its form afresh. */}
      <Fragment key={location.key}>
        <Outlet />
      </Fragment>
    </Stack>
  );
}

export const EventInfoPage = () => <EventInfoStep mode={CREATE_MODE} />;
export const FeaturePage = () => <FeatureStep mode={CREATE_MODE} />;
export const OptionsPage = () => <OptionsStep mode={CREATE_MODE} />;
export const SummaryPage = () => <SummaryStep />;
