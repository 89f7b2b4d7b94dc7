import { Input, Slider, Stack, Switch, Text } from '@mantine/core';

export type SamplePhotoSettings = { isShown: boolean; opacity: number };

type PhotoPanelProps = { photo: SamplePhotoSettings; onChange: (photo: SamplePhotoSettings) => void };

/** The sample photo behind the frame: shown or not, and how strongly. */
export function PhotoPanel({ photo, onChange }: PhotoPanelProps) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        A sample guest photo sits behind the frame so you can see where photos will show through. It is not part of the
        saved frame.
      </Text>
      <Switch
        label="Show sample photo"
        checked={photo.isShown}
        onChange={(event) => onChange({ ...photo, isShown: event.currentTarget.checked })}
      />
      <Input.Wrapper label="Photo opacity">
        <Slider
          min={10}
          max={100}
          step={5}
          value={Math.round(photo.opacity * 100)}
          onChange={(value) => onChange({ ...photo, opacity: value / 100 })}
          label={(value) => `${value}%`}
          thumbLabel="Photo opacity"
          disabled={!photo.isShown}
        />
      </Input.Wrapper>
    </Stack>
  );
}
