import { callsTo, stub } from '@boothdeck/client/testing';
import { type FormDataReply, formBuilderEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEvent, buildFeature } from '@/testing/build-event';
import { fillField } from '@/testing/fill-field';
import { renderOptionForm } from '@/testing/render-option-form';
import { renderUi } from '@/testing/render-ui';
import { FormBuilderPreviewPage } from '../routes/form-builder-pages';
import { FormBuilderStep } from './form-builder-step';

const EVENT = buildEvent({ id: 12, feature: buildFeature({ data_capture: true }) });
const SAVED: FormDataReply = { status: true, message: MESSAGES.formSaved, form: { form_name: 'x', form_data: [] } };
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

function renderBuilder(isEdit = false) {
  const event = isEdit
    ? {
        ...EVENT,
        event_form_builder: {
          form_name: 'Poll Feedback',
          form_data: [{ type: 'email' as const, label: 'Email', name: 'email', values: [] }],
        },
      }
    : EVENT;
  return renderOptionForm(FormBuilderStep, {
    event,
    path: '/event/form-builder',
    isEdit,
    chosen: ['form_builder'],
    stubs: [stub(formBuilderEndpoints.save, SAVED), stub(formBuilderEndpoints.update, SAVED, { params: { id: 12 } })],
  });
}

describe('form builder step', () => {
  it('asks to save the data before Next', async () => {
    const { user, location } = renderBuilder();
    expect(screen.getByText('Select any form')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toHaveTextContent(MESSAGES.formSaveWarning);
    expect(screen.getByText(MESSAGES.formNotSaved)).toBeInTheDocument();
    expect(location()?.pathname).toBe('/event/form-builder');
  });

  it('refuses two fields with the same name', async () => {
    const { user, fetchMock } = renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Customer Feedback' }));
    expect(screen.getByRole('button', { name: 'Customer Feedback' })).toHaveAttribute('aria-pressed', 'true');
    expect(input('Field 3 name')).toHaveValue('customer_recommendation');
    await user.clear(input('Field 4 name'));
    await fillField(user, input('Field 4 name'), 'customer_recommendation');
    await user.click(screen.getByRole('button', { name: 'Save Data' }));

    expect(screen.getAllByText(MESSAGES.duplicateFieldName)).toHaveLength(2);
    expect(callsTo(fetchMock, formBuilderEndpoints.save)).toHaveLength(0);
  });

  it('saves a template’s fields with Save Data, then Next moves on', async () => {
    const { user, fetchMock, location } = renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Poll Feedback' }));
    await user.click(screen.getByRole('button', { name: 'Save Data' }));
    expect(await screen.findByText(MESSAGES.formSaved)).toBeInTheDocument();
    expect(callsTo(fetchMock, formBuilderEndpoints.save)[0]?.body).toEqual({
      eventId: 12,
      form_name: 'Poll Feedback',
      form_data: [
        { type: 'email', label: 'Email address', name: 'email', values: [] },
        {
          type: 'radio',
          label: 'Which drink do you prefer?',
          name: 'poll_prefer_drink',
          values: ['Coffee', 'Tea', 'Juice', 'Soft drink'],
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()?.pathname).toBe('/event/summary'));
  });

  it('updates a saved form with PUT and returns to the event', async () => {
    const { user, fetchMock, location } = renderBuilder(true);
    expect(screen.getByRole('button', { name: 'Poll Feedback' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await fillField(user, input('Field 2 label'), 'Your age');
    await fillField(user, input('Field 2 name'), 'age');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(location()?.pathname).toBe('/show/event/12'));
    expect(callsTo(fetchMock, formBuilderEndpoints.update, { params: { id: 12 } })[0]?.body.form_data).toHaveLength(2);
  });

  it('previews a form on its own page, and says when it has no field', async () => {
    const { user } = renderUi(<FormBuilderPreviewPage />, { path: '/form-builder' });
    await user.click(screen.getByRole('button', { name: 'Custom Form' }));
    await user.click(screen.getByRole('button', { name: 'See Form' }));
    expect(screen.getByText(MESSAGES.formEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Event Feedback' }));
    await user.click(screen.getByRole('button', { name: 'See Form' }));
    expect(await screen.findByRole('dialog', { name: 'Event Feedback' })).toBeInTheDocument();
  });
});
