import type { FormField } from '@boothdeck/contract';
import { GuestLanguageProvider } from '@boothdeck/i18n/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxProvider } from '../outbox/index.ts';
import { recordingOutbox } from '../outbox/testing/recording-outbox.ts';
import { LeadForm } from './lead-form.tsx';

const FORM: FormField[] = [
  { type: 'text', label: 'Full name', name: 'full_name', values: [] },
  { type: 'email', label: 'E-mail', name: 'email', values: [] },
  { type: 'text', label: 'Mobile', name: 'mobile', values: [] },
  { type: 'radio', label: 'Again?', name: 'again', values: ['Yes', 'No'] },
  { type: 'checkbox', label: 'Interests', name: 'interests', values: ['Photos', 'Music'] },
];
const EVENT = {
  event_name: 'Harbour Launch Party',
  event_form_builder: { form_name: 'Stay in touch', form_data: FORM },
};

const field = (name: string) => screen.getByRole('textbox', { name });

afterEach(cleanup);

describe('the lead form', () => {
  it("checks the answers by the server's rules before queueing, and needs the terms agreed", {
    timeout: 15_000,
  }, async () => {
    const { outbox, queued } = recordingOutbox();
    const { leads } = queued;
    const onDone = vi.fn();
    render(
      <OutboxProvider outbox={outbox}>
        <LeadForm event={EVENT} onDone={onDone} afterCapture="c_capture00001" />
      </OutboxProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
    expect(screen.getByText('Please agree to the terms to send your details.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Full name'));

    fireEvent.change(field('Full name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(field('E-mail'), { target: { value: 'not an address' } });
    fireEvent.change(field('Mobile'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to these terms *' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number.')).toBeTruthy();
    expect(leads).toHaveLength(0);

    fireEvent.change(field('E-mail'), { target: { value: 'Ada@Example.com' } });
    fireEvent.change(field('Mobile'), { target: { value: '+44 7700 900123' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Music' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());

    expect(leads[0]).toMatchObject({
      values: {
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        mobile: '+44 7700 900123',
        again: 'Yes',
        interests: ['Music'],
      },
      consent: { marketing: false, terms_text: expect.stringContaining('Harbour Launch Party') },
      afterCapture: 'c_capture00001',
    });
    expect(onDone).toHaveBeenCalledWith({
      leadClientId: 'l_lead10000000',
      email: 'ada@example.com',
      phone: '+44 7700 900123',
    });
  });

  it("tells a Spanish guest what is wrong in Spanish, by the contract's rules", async () => {
    const { outbox, queued } = recordingOutbox();
    render(
      <GuestLanguageProvider language="es">
        <OutboxProvider outbox={outbox}>
          <LeadForm event={EVENT} onDone={() => {}} />
        </OutboxProvider>
      </GuestLanguageProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar mis datos' }));
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(4);

    fireEvent.change(field('E-mail'), { target: { value: 'no es un correo' } });
    fireEvent.change(field('Mobile'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mis datos' }));
    expect(screen.getByText('Escribe un correo electrónico válido.')).toBeTruthy();
    expect(screen.getByText('Escribe un número de teléfono válido.')).toBeTruthy();
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
    expect(queued.leads).toHaveLength(0);
  });
});
