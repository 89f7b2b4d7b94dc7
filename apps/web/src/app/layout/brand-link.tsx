import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

export function BrandLink({ to }: { to: string }) {
  return (
    <Anchor component={Link} to={to} fw={800} fz="xl" c="indigo.7" underline="never">
      Boothdeck
    </Anchor>
  );
}
