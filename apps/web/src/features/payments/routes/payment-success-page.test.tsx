import { MESSAGES } from '@boothdeck/contract/messages';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { PaymentSuccessPage } from './payment-success-page';

describe('payment success page', () => {
  it('thanks the user, counts down three seconds, then opens the dashboard', () => {
    vi.useFakeTimers();
    const { location } = renderUi(<PaymentSuccessPage />, {
      path: '/event/payment-success',
      otherPaths: ['/dashboard'],
    });

    expect(screen.getByRole('heading', { name: MESSAGES.paymentSuccessful })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.paymentReceived)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('in 3 seconds');

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('in 2 seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('in 1 second…');
    expect(location()?.pathname).toBe('/event/payment-success');

    act(() => vi.advanceTimersByTime(1000));
    expect(location()?.pathname).toBe('/dashboard');
    expect(screen.getByText('Page /dashboard')).toBeInTheDocument();
  });
});
