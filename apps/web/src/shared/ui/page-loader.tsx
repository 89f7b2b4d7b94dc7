import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py="xl" mih={160}>
      <Loader aria-label="Loading" />
    </Center>
  );
}
