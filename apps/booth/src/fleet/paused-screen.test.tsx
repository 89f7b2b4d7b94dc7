import { GuestLanguageProvider } from '@boothdeck/i18n/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PausedScreen } from './paused-screen.tsx';

afterEach(cleanup);

describe('the paused screen', () => {
  it('tells guests the booth is back in a moment, in the booth’s language', async () => {
    const { rerender } = render(<PausedScreen title="Harbour Launch" />);
    expect(screen.getByRole('heading', { name: 'Back in a moment' })).toBeTruthy();
    expect(screen.getByText('Harbour Launch')).toBeTruthy();

    rerender(
      <GuestLanguageProvider language="es">
        <PausedScreen title="Harbour Launch" />
      </GuestLanguageProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Volvemos enseguida' })).toBeTruthy();
    expect(screen.getByText('El fotomatón está haciendo una pausa. Vuelve en un ratito.')).toBeTruthy();
  });
});
