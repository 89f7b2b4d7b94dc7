import type { CardBrand } from '@boothdeck/contract/card';
import { Badge, Group } from '@mantine/core';

const ACCEPTED_BRANDS = [
  { brand: 'visa', label: 'Visa' },
  { brand: 'mastercard', label: 'Mastercard' },
  { brand: 'amex', label: 'Amex' },
] as const satisfies readonly { brand: CardBrand; label: string }[];

/** The cards we take; the one the typed number belongs to stands out. */
export function CardBrandBadges({ detected }: { detected: CardBrand }) {
  return (
    <Group gap={6} role="list" aria-label="Accepted cards">
      {ACCEPTED_BRANDS.map(({ brand, label }) => {
        const isDetected = brand === detected;
        return (
          <Badge
            key={brand}
            role="listitem"
            aria-current={isDetected || undefined}
            variant={isDetected ? 'filled' : 'default'}
            color={isDetected ? 'indigo' : 'gray'}
            radius="sm"
            tt="none"
            c={isDetected ? undefined : 'dimmed'}
          >
            {label}
          </Badge>
        );
      })}
    </Group>
  );
}
