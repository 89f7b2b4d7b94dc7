import type { OptionKey } from '@boothdeck/contract';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { generatePath, Navigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { isFeatureOn, isOptionAllowed, OPTION_TILES } from '@/shared/lib/event-options';
import { toFormErrors } from '@/shared/lib/to-form-errors';
import { useSessionStore } from '@/shared/session/session-store';
import { FormAlert } from '@/shared/ui/form-alert';
import { saveEventOption } from '../../api/save-event-option';
import { ChoiceTile } from '../../components/choice-tile';
import { StepActions } from '../../components/step-actions';
import { StepCard } from '../../components/step-card';
import { type StepIntent, useStepSave } from '../../hooks/use-step-save';
import { OPTION_ICONS } from '../../lib/choice-icons';
import type { StepMode } from '../../lib/step-mode';
import { nextStep } from '../../lib/wizard-steps';
import { ConfirmDialog } from '../../options/common/confirm-dialog';
import { useDraftStore } from '../../stores/draft-store';
import { AdminPasswordField } from './admin-password-field';
import {
  EMPTY_OPTIONS,
  fitOptionsToOffer,
  type OptionValues,
  optionsFromEvent,
  toEventOptionBody,
  validateOptions,
} from './options-schema';

/** Event Options: the third wizard step (`/event/options`) and the options edit screen. */
export function OptionsStep({ mode }: { mode: StepMode }) {
  const isEdit = mode.kind === 'edit';
  const user = useSessionStore((state) => state.user);
  const draft = useDraftStore();
  const eventId = isEdit ? mode.event.id : draft.eventId;
  const hasDataCapture = isEdit
    ? isFeatureOn(mode.event.feature, 'data_capture')
    : draft.feature?.data_capture === true;

  const tiles = OPTION_TILES.filter(({ option }) => option !== 'form_builder' || hasDataCapture);
  const offered: OptionKey[] = tiles.map(({ option }) => option).filter((option) => isOptionAllowed(user, option));

  const form = useForm<OptionValues>({
    initialValues: isEdit ? optionsFromEvent(mode.event) : (draft.event_option ?? EMPTY_OPTIONS),
    validate: (values) => validateOptions(values, offered),
  });
  const [formError, setFormError] = useState<string | null>(null);
  // A new admin password signs every booth of the event out: asked before it is saved.
  const [awaitingConfirm, setAwaitingConfirm] = useState<OptionValues | null>(null);
  const savedPassword = isEdit ? (mode.event.event_option?.password ?? '') : '';
  const { save, pendingIntent } = useStepSave(mode, saveEventOption);

  if (eventId === null) return <Navigate to={PATHS.createEvent} replace />;

  const showServerErrors = (error: unknown) => {
    const { fieldErrors, formError: message } = toFormErrors(error, ['options', 'password']);
    form.setErrors({ options: fieldErrors.options, adminPassword: fieldErrors.password });
    setFormError(message);
  };

  const saveAs = (intent: StepIntent) => (values: OptionValues) => {
    if (savedPassword && values.adminPassword !== savedPassword && awaitingConfirm === null) {
      setAwaitingConfirm(values);
      return;
    }
    setAwaitingConfirm(null);
    setFormError(null);
    const saved = fitOptionsToOffer(values, { offered, hasDataCapture });
    save(toEventOptionBody(saved, eventId), intent, {
      onSaved: () => {
        if (!isEdit) draft.saveEventOption(saved);
      },
      nextPath: () => nextStep(PATHS.eventOptions, saved) ?? PATHS.eventSummary,
      onError: showServerErrors,
    });
  };

  const backTo = isEdit ? generatePath(PATHS.eventDetails, { id: String(eventId) }) : PATHS.eventFeature;

  return (
    <form onSubmit={form.onSubmit(saveAs('next'))} noValidate>
      <StepCard title="Event Options" isEdit={isEdit} description="Pick what guests can do with their photos.">
        <FormAlert message={formError} />
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {tiles.map(({ option, label }) => {
              const isLocked = !offered.includes(option);
              return (
                <ChoiceTile
                  key={option}
                  label={label}
                  icon={OPTION_ICONS[option]}
                  checked={form.values[option] && !isLocked}
                  onChange={(checked) => {
                    form.setFieldValue(option, checked);
                    form.clearFieldError('options');
                  }}
                  isLocked={isLocked}
                />
              );
            })}
          </SimpleGrid>
          {form.errors.options && (
            <Text c="red" size="sm" role="alert">
              {form.errors.options}
            </Text>
          )}
        </Stack>
        <AdminPasswordField
          value={form.values.adminPassword}
          onChange={(value) => form.setFieldValue('adminPassword', value)}
          error={form.errors.adminPassword}
        />
        <ConfirmDialog
          opened={awaitingConfirm !== null}
          title="Change the admin password?"
          message="Every booth signed in to this event stops taking photos until someone signs it in again with the new password. Captures already on the booths are kept and upload once they are signed in again."
          confirmLabel="Change it and stop the booths"
          cancelLabel="Keep the old password"
          onConfirm={() => awaitingConfirm && saveAs('next')(awaitingConfirm)}
          onCancel={() => setAwaitingConfirm(null)}
        />
        <StepActions
          isEdit={isEdit}
          backTo={backTo}
          pendingIntent={pendingIntent}
          onSaveDraft={form.onSubmit(saveAs('draft'))}
        />
      </StepCard>
    </form>
  );
}
