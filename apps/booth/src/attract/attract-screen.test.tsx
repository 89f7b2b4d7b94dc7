import type { BoothEvent, GuestLanguage } from '@boothdeck/contract';
import { ENGLISH_CATALOGUE } from '@boothdeck/i18n';
import { GuestLanguageProvider } from '@boothdeck/i18n/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttractScreen } from './attract-screen.tsx';

const GUEST_PAUSED = ENGLISH_CATALOGUE['kiosk.attract.paused'];

afterEach(cleanup);

const event = {
  event_name: 'Harbour Launch',
  venue_name: 'Pier 4',
  features: { still_photo: 1 },
  options: {},
} as unknown as BoothEvent;

describe('the attract screen', () => {
  it('invites the guest to start while the booth can keep a capture', () => {
    render(<AttractScreen event={event} onChoose={() => {}} />);
    expect(screen.getByText('Tap to start')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Photo/ }).hasAttribute('disabled')).toBe(false);
  });

  it('tells the guest plainly to ask staff, and starts nothing, when there is no room for a capture', () => {
    render(<AttractScreen event={event} onChoose={() => {}} canCapture={false} staffNotice="No room (10 MB left)" />);
    expect(screen.getByRole('alert').textContent).toBe(GUEST_PAUSED);
    expect(screen.queryByText('Tap to start')).toBeNull();
    expect(screen.getByRole('button', { name: /^Photo/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('No room (10 MB left)')).toBeTruthy();
  });

  it('offers the event’s languages and speaks the one chosen, right to left for Arabic', async () => {
    const chosen: GuestLanguage[] = [];
    const withLanguages = {
      ...event,
      languages: { languages: ['en', 'es', 'ar'], default_language: 'en', translated_texts: {} },
    } as BoothEvent;
    const { rerender } = render(
      <GuestLanguageProvider language="en">
        <AttractScreen event={withLanguages} onChoose={() => {}} onChooseLanguage={(code) => chosen.push(code)} />
      </GuestLanguageProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(chosen).toEqual(['es']);
    rerender(
      <GuestLanguageProvider language="es">
        <AttractScreen event={withLanguages} onChoose={() => {}} onChooseLanguage={(code) => chosen.push(code)} />
      </GuestLanguageProvider>,
    );
    expect(await screen.findByText('Toca para empezar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('es');
    rerender(
      <GuestLanguageProvider language="ar">
        <AttractScreen event={withLanguages} onChoose={() => {}} onChooseLanguage={(code) => chosen.push(code)} />
      </GuestLanguageProvider>,
    );
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(screen.getByText('المس الشاشة للبدء')).toBeTruthy();
  });

  it('shows no language choice for an event in one language', () => {
    render(<AttractScreen event={event} onChoose={() => {}} onChooseLanguage={() => {}} />);
    expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull();
  });
});
