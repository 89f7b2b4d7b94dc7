import { type FormDataBody, type FormDataUpdateBody, formBuilderEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { errorOf, replyOf } from '../../../test/call-app.ts';
import { expectFieldErrors, listItemErrors } from '../../../test/field-errors.ts';
import { useOptionStep } from '../../../test/option-step-setup.ts';
import type { SignedIn } from '../../../test/packages-client.ts';
import { TEST_DIALECTS } from '../../../test/test-app.ts';

const CUSTOMER_FEEDBACK: FormDataBody['form_data'] = [
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
  const save = (member: SignedIn, body: FormDataBody) => setup.client.call(member, formBuilderEndpoints.save, { body });
  const update = (member: SignedIn, eventId: number, body: FormDataUpdateBody) =>
    setup.client.call(member, formBuilderEndpoints.update, { params: { id: eventId }, body });
  it('saves the form, says so, and updates it', async () => {
    const { client, alice, eventId } = setup;
    const saved = replyOf(await save(alice, { eventId, ...FEEDBACK_FORM }));
    expect(saved).toMatchObject({ status: true, message: MESSAGES.formSaved });
    expect(saved.form.form_data[1]).toEqual({
      type: 'email',
      label: 'E-mail',
      name: 'customer_email',
      values: [],
    });

    const updated = await update(alice, eventId, {
      eventId,
      form_name: 'Poll Feedback',
      form_data: [{ type: 'checkbox', label: 'Drinks you like', name: 'poll_prefer_drink', values: ['Tea', 'Coffee'] }],
    });
    expect(replyOf(updated).message).toBe(MESSAGES.informationUpdated);
    expect((await client.show(alice, eventId)).event_form_builder).toEqual({
      form_name: 'Poll Feedback',
      form_data: [{ type: 'checkbox', label: 'Drinks you like', name: 'poll_prefer_drink', values: ['Tea', 'Coffee'] }],
    });
  });

  it('refuses the same field name twice, empty forms, choice fields without values and odd names', async () => {
    const { alice, eventId } = setup;
    const duplicate = await save(alice, {
      eventId,
      form_name: 'Feedback',
      form_data: [...CUSTOMER_FEEDBACK, { type: 'text', label: 'Name again', name: 'Customer_Name' }],
    });
    expect(errorOf(duplicate, 422)).toEqual({
      message: MESSAGES.duplicateFieldName,
      errors: { 'form_data.5.name': [MESSAGES.duplicateFieldName] },
    });

    const empty = await save(alice, { eventId, form_name: 'Nothing', form_data: [] });
    expect(errorOf(empty, 422).errors).toEqual({ form_data: [MESSAGES.formEmpty] });

    // A date field is no type the contract knows.
    const odd = await setup.client.callUnchecked(alice, formBuilderEndpoints.save, {
      body: {
        eventId,
        form_name: '',
        form_data: [
          { type: 'select', label: 'Pick', name: 'pick', values: [] },
          { type: 'date', label: 'When', name: 'when' },
          { type: 'text', label: 'Name', name: 'full name' },
        ],
      },
    });
    expect(errorOf(odd, 422).errors).toEqual({
      form_name: [MESSAGES.required],
      'form_data.0.values': [MESSAGES.choiceValuesRequired],
      'form_data.1.type': [MESSAGES.invalidChoice],
      'form_data.2.name': [MESSAGES.invalidFieldName],
    });
  });

  it("takes a choice field's values as the form builder's options {label, value, selected}", async () => {
    const { client, alice, eventId } = setup;
    const options: NonNullable<FormDataBody['form_data'][number]['values']> = [
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
    const field = { type: 'radio' as const, label: 'Drink', name: 'poll_prefer_drink', values: options };
    const saved = await save(alice, { eventId, form_name: 'Poll Feedback', form_data: [field] });
    expect(replyOf(saved).form).toEqual(expected);
    const updated = await update(alice, eventId, { form_name: 'Poll Feedback', form_data: [field] });
    expect(replyOf(updated).form).toEqual(expected);
    expect((await client.show(alice, eventId)).event_form_builder).toEqual(expected);

    const blank = await save(alice, {
      eventId,
      form_name: 'Poll Feedback',
      form_data: [{ ...field, values: [{ label: ' ', value: '' }] }],
    });
    expect(errorOf(blank, 422).errors).toEqual({ 'form_data.0.values.0': [MESSAGES.required] });
  });

  it('lists missing values and repeated names with the fields’ own errors in one reply', async () => {
    const { alice, eventId } = setup;
    const reply = await update(alice, eventId, {
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
    const reply = await save(alice, { eventId: noCapture, form_name: 'F', form_data: CUSTOMER_FEEDBACK });
    expect(errorOf(reply, 422).errors).toEqual({ eventId: [MESSAGES.formNeedsDataCapture] });
  });

  it("refuses a plan without the form builder and another organiser's event", async () => {
    const { client, eventId } = setup;
    const trial = await client.organiser('Free Trial');
    const draft = await client.createDraft(trial);
    const body = { form_name: 'F', form_data: CUSTOMER_FEEDBACK };
    const refused = await save(trial, { ...body, eventId: draft });
    expect(errorOf(refused, 403).errors).toEqual({ form_builder: [MESSAGES.upgradePackage] });

    const bob = await client.organiser('Monthly Pro');
    expect((await save(bob, { ...body, eventId })).statusCode).toBe(404);
    expect((await update(bob, eventId, body)).statusCode).toBe(404);
  });
});
