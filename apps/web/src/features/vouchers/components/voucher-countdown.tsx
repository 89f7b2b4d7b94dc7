import { useGuestText } from '@boothdeck/i18n/react';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatTimeLeft } from '../lib/countdown';

/**
 * The time left until the voucher expires, updated every second. `onExpired` runs once the
 * expiry passes while the page is open, so the page can show the voucher as expired.
 */
export function VoucherCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const { t } = useGuestText();
  const expiry = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = expiry - now;
  useEffect(() => {
    if (left <= 0) onExpired();
  }, [left, onExpired]);

  return (
    <Text ta="center" size="lg" data-testid="voucher-countdown">
      {t('guest.voucher.expiresIn')}{' '}
      <Text span fw={700} ff="monospace" size="xl">
        {formatTimeLeft(left, (days) => t('guest.voucher.days', { days }))}
      </Text>
    </Text>
  );
}
