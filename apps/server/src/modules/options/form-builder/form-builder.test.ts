import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { expectFieldErrors, listItemErrors } from '../../../test/field-errors.ts';
import { useOptionStep } from '../../../test/option-step-setup.ts';
import { TEST_DIALECTS } from '../../../test/test-app.ts';

const CUSTOMER_FEEDBACK = [
  { type: 'text', label: 'Your name', name: 'customer_name', values: [] },
  { type: 'email', label: 'E-mail', name: 'customer_email' },
  {
    type: 'radio',
    label: 'Would you recommend us?',
    name: 'customer_recommendation',
    values: ['Yes', 'No', 'Maybe'],
  },
  { type: 'select', label: 'How satisfied are you?', name: 'customer_satisfaction', values: ['1', '2', '3', '4', '5'] },
  { type: 'textarea', label: 'Anything else?', name: 'comments' },
];

const FEEDBACK_FORM = { form_name: 'Customer Feedback', form_data: CUSTOMER_FEEDBACK };

describe.each(TEST_DIALECTS)('form builder on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Monthly Pro', { form_builder: 1 }, { data_capture: 1 });
  it('saves the form, says so, and updates it', async () => {
    const { client, alice, eventId } = setup;
    const saved = await client.post(alice, 'form-data', { eventId, ...FEEDBACK_FORM });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: true, message: MESSAGES.formSaved });
    expect(saved.json().form.form_data[1]).toEqual({
      type: 'email',
      label: 'E-mail',
      name: 'customer_email',
      values: [],
    });

    const updated = await client.put(alice, `form-data-update/${eventId}`, {
      eventId,
      form_name: 'Poll Feedback',
      form_data: [{ type: 'checkbox', label: 'Drinks you like', name: 'poll_prefer_drink', values: ['Tea', 'Coffee'] }],
    });
    expect(updated.json().message).toBe(MESSAGES.informationUpdated);
    expect((await client.show(alice, eventId)).event_form_builder).toEqual({
      form_name: 'Poll Feedback',
      form_data: [{ type: 'checkbox', label: 'Drinks you like', name: 'poll_prefer_drink', values: ['Tea', 'Coffee'] }],
    });
  });

  it('refuses the same field name twice, empty forms, choice fields without values and odd names', async () => {
    const { client, alice, eventId } = setup;
    const duplicate = await client.post(alice, 'form-data', {
      eventId,
      form_name: 'Feedback',
      form_data: [...CUSTOMER_FEEDBACK, { type: 'text', label: 'Name again', name: 'Customer_Name' }],
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({
      message: MESSAGES.duplicateFieldName,
      errors: { 'form_data.5.name': [MESSAGES.duplicateFieldName] },
    });

    const empty = await client.post(alice, 'form-data', { eventId, form_name: 'Nothing', form_data: [] });
    expect(empty.json().errors).toEqual({ form_data: [MESSAGES.formEmpty] });

    const odd = await client.post(alice, 'form-data', {
      eventId,
      form_name: '',
      form_data: [
        { type: 'select', label: 'Pick', name: 'pick', values: [] },
        { type: 'date', label: 'When', name: 'when' },
        { type: 'text', label: 'Name', name: 'full name' },
      ],
    });
    expect(odd.json().errors).toEqual({
      form_name: [MESSAGES.required],
      'form_data.0.values': [MESSAGES.choiceValuesRequired],
      'form_data.1.type': [MESSAGES.invalidChoice],
      'form_data.2.name': [MESSAGES.invalidFieldName],
    });
  });

  it("takes a choice field's values as the form builder's options {label, value, selected}", async () => {
    const { client, alice, eventId } = setup;
    const options = [
      { label: 'Tea', value: 'tea', selected: true },
      { label: '', value: 'coffee' },
      { label: 'Juice', value: 'juice', selected: false },
      'Water',
    ];
    const expected = {
      form_name: 'Poll Feedback',
      form_data: [
        { type: 'radio', label: 'Drink', name: 'poll_prefer_drink', values: ['Tea', 'coffee', 'Juice', 'Water'] },
      ],
    };
    const field = { type: 'radio', label: 'Drink', name: 'poll_prefer_drink', values: options };
    const saved = await client.post(alice, 'form-data', { eventId, form_name: 'Poll Feedback', form_data: [field] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().form).toEqual(expected);
    const updated = await client.put(alice, `form-data-update/${eventId}`, {
      form_name: 'Poll Feedback',
      form_data: [field],
    });
    expect(updated.json().form).toEqual(expected);
    expect((await client.show(alice, eventId)).event_form_builder).toEqual(expected);

    const blank = await client.post(alice, 'form-data', {
      eventId,
      form_name: 'Poll Feedback',
      form_data: [{ ...field, values: [{ label: ' ', value: '' }] }],
    });
    expect(blank.json().errors).toEqual({ 'form_data.0.values.0': [MESSAGES.required] });
  });

  it('lists missing values and repeated names with the fields’ own errors in one reply', async () => {
    const { client, alice, eventId } = setup;
    const reply = await client.put(alice, `form-data-update/${eventId}`, {
      form_name: 'Feedback',
      form_data: [
        { type: 'select', label: '', name: 'pick', values: [] },
        { type: 'text', label: 'Name', name: 'name' },
        { type: 'text', label: 'Name again', name: 'Name' },
        { type: 'text', label: 'No name', name: '' },
        { type: 'text', label: 'No name either', name: '' },
      ],
    });
    expectFieldErrors(
      reply,
      listItemErrors('form_data', {
        0: { label: [MESSAGES.required], values: [MESSAGES.choiceValuesRequired] },
        2: { name: [MESSAGES.duplicateFieldName] },
        3: { name: [MESSAGES.required] },
        4: { name: [MESSAGES.required] },
      }),
    );
  });

  it('needs an event that captures data', async () => {
    const { client, alice } = setup;
    const noCapture = await client.eventWith(alice, {}, {});
    const reply = await client.post(alice, 'form-data', {
      eventId: noCapture,
      form_name: 'F',
      form_data: CUSTOMER_FEEDBACK,
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors).toEqual({ eventId: [MESSAGES.formNeedsDataCapture] });
  });

  it("refuses a plan without the form builder and another organiser's event", async () => {
    const { client, eventId } = setup;
    const trial = await client.organiser('Free Trial');
    const draft = await client.createDraft(trial);
    const body = { form_name: 'F', form_data: CUSTOMER_FEEDBACK };
    const refused = await client.post(trial, 'form-data', { ...body, eventId: draft });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({ form_builder: [MESSAGES.upgradePackage] });

    const bob = await client.organiser('Monthly Pro');
    expect((await client.post(bob, 'form-data', { ...body, eventId })).statusCode).toBe(404);
    expect((await client.put(bob, `form-data-update/${eventId}`, body)).statusCode).toBe(404);
  });
});
