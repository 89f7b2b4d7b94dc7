import { FEATURE_KEYS, type FeatureKey } from '@boothdeck/contract';
import { SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { generatePath, Navigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useServerErrors } from '@/shared/hooks/use-server-errors';
import { FEATURE_LABELS } from '@/shared/lib/event-options';
import { dataCaptureUpgradePath, hasPlanFeature } from '@/shared/session/plan-features';
import { useSessionStore } from '@/shared/session/session-store';
import { FormAlert } from '@/shared/ui/form-alert';
import { saveEventFeature } from '../../api/save-event-feature';
import { ChoiceTile } from '../../components/choice-tile';
import { StepActions } from '../../components/step-actions';
import { StepCard } from '../../components/step-card';
import { type StepIntent, useStepSave } from '../../hooks/use-step-save';
import { FEATURE_ICONS } from '../../lib/choice-icons';
import type { StepMode } from '../../lib/step-mode';
import { useDraftStore } from '../../stores/draft-store';
import { DEFAULT_FEATURES, featureFromEvent, fitOptionsToFeature, toEventFeatureBody } from './feature-schema';

/** The features the step offers, in order; 'offer' follows the Incentives & Offers option instead. */
const FEATURE_CHOICES: readonly FeatureKey[] = FEATURE_KEYS.filter((key) => key !== 'offer');

/** Event Feature: the second wizard step (`/event/feature`) and the feature edit screen. */
export function FeatureStep({ mode }: { mode: StepMode }) {
  const isEdit = mode.kind === 'edit';
  const user = useSessionStore((state) => state.user);
  const draft = useDraftStore();
  const eventId = isEdit ? mode.event.id : draft.eventId;

  const form = useForm({
    initialValues: isEdit ? featureFromEvent(mode.event) : (draft.feature ?? DEFAULT_FEATURES),
  });
  const { formError, showServerErrors } = useServerErrors(form);
  const { save, pendingIntent } = useStepSave(mode, saveEventFeature);
  const canCaptureData = hasPlanFeature(user, 'data_capture');

  if (eventId === null) return <Navigate to={PATHS.createEvent} replace />;

  const saveAs = (intent: StepIntent) => {
    const values = { ...form.getValues(), data_capture: form.getValues().data_capture && canCaptureData };
    save(toEventFeatureBody(values, eventId), intent, {
      onSaved: () => {
        if (isEdit) return;
        const { event_option } = useDraftStore.getState();
        draft.saveFeature(values, event_option && fitOptionsToFeature(event_option, values));
      },
      nextPath: () => PATHS.eventOptions,
      onError: showServerErrors,
    });
  };

  const backTo = isEdit ? generatePath(PATHS.eventDetails, { id: String(eventId) }) : PATHS.createEvent;

  return (
    <form onSubmit={form.onSubmit(() => saveAs('next'))} noValidate>
      <StepCard title="Event Feature" isEdit={isEdit} description="Choose what the booth captures and offers.">
        <FormAlert message={formError} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {FEATURE_CHOICES.map((key) => {
            const isLocked = key === 'data_capture' && !canCaptureData;
            return (
              <ChoiceTile
                key={key}
                label={FEATURE_LABELS[key]}
                icon={FEATURE_ICONS[key]}
                checked={key === 'still_photo' || (form.values[key] && !isLocked)}
                onChange={(checked) => form.setFieldValue(key, checked)}
                isFixed={key === 'still_photo'}
                isLocked={isLocked}
                upgradeTo={key === 'data_capture' ? dataCaptureUpgradePath(user) : undefined}
              />
            );
          })}
        </SimpleGrid>
        <StepActions
          isEdit={isEdit}
          backTo={backTo}
          pendingIntent={pendingIntent}
          onSaveDraft={() => saveAs('draft')}
        />
      </StepCard>
    </form>
  );
}
