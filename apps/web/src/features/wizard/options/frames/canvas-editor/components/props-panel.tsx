import { Alert, Loader, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { getErrorMessage } from '@/shared/api/api-error';
import { useProps } from '../../../common/library/api/get-props';
import { LibraryThumb } from '../../../common/library/components/library-thumb';

type PropsPanelProps = { onAdd: (image: string, label: string) => void };

/** The digital prop library by category; a click puts the prop on the frame. */
export function PropsPanel({ onAdd }: PropsPanelProps) {
  const library = useProps();
  if (library.isPending) return <Loader size="sm" aria-label="Loading props" />;
  if (library.error) return <Alert color="red">{getErrorMessage(library.error)}</Alert>;
  const categories = library.data.prop_digital;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Click a prop to put it on the frame, then drag it into place.
      </Text>
      {categories.map((category) => (
        <Stack key={category.id} gap={6}>
          <Title order={5}>{category.category_name}</Title>
          <SimpleGrid cols={4} spacing={6}>
            {category.prop.map((prop) => (
              <UnstyledButton
                key={prop.id}
                onClick={() => onAdd(prop.image, prop.name)}
                aria-label={`Add ${prop.name}`}
              >
                <LibraryThumb src={prop.image} />
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
