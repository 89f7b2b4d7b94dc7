import { PLAYBACK_SPEEDS } from '@boothdeck/contract';
import { Input, Modal, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type CaptureSettings, describeCaptureSettings } from '@/shared/lib/option-choices';
import { DescribedSwitch } from '@/shared/ui/described-switch';
import { ModalActions } from '../../library-modal-parts';

/** Which settings an option has and the frame counts it allows. */
export type CaptureSettingsShape = {
  frameCount: { min: number; max: number; step: number };
  countdown?: { min: number; max: number };
  hasIndividualPhoto: boolean;
};

type CaptureSettingsModalProps<T extends CaptureSettings> = {
  /** The item whose settings are open, or null when closed. */
  item: { label: string; settings: T } | null;
  shape: CaptureSettingsShape;
  onClose: () => void;
  onSave: (settings: T) => void;
};

const marksOf = ({ min, max, step }: { min: number; max: number; step: number }) =>
  Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, index) => {
    const value = min + index * step;
    return { value, label: String(value) };
  });

function SettingsForm<T extends CaptureSettings>({
  initial,
  shape,
  onClose,
  onSave,
}: { initial: T } & Omit<CaptureSettingsModalProps<T>, 'item'>) {
  const [settings, setSettings] = useState<T>(initial);
  const set = <K extends keyof T>(key: K, value: T[K]) => setSettings((current) => ({ ...current, [key]: value }));
  const { frameCount, countdown, hasIndividualPhoto } = shape;

  return (
    <Stack gap="lg">
      <Input.Wrapper label={`Number of frames: ${settings.number_of_frame}`}>
        <Slider
          mt="xs"
          mb="lg"
          min={frameCount.min}
          max={frameCount.max}
          step={frameCount.step}
          marks={marksOf(frameCount)}
          thumbLabel="Number of frames"
          value={settings.number_of_frame}
          onChange={(value) => set('number_of_frame', value)}
        />
      </Input.Wrapper>
      {countdown && (
        <Input.Wrapper label={`Countdown: ${settings.interval_count_down ?? countdown.min} s`}>
          <Slider
            mt="xs"
            mb="lg"
            min={countdown.min}
            max={countdown.max}
            step={1}
            marks={marksOf({ ...countdown, step: 1 })}
            thumbLabel="Countdown seconds"
            label={(value) => `${value} s`}
            value={settings.interval_count_down ?? countdown.min}
            onChange={(value) => set('interval_count_down', value)}
          />
        </Input.Wrapper>
      )}
      <Input.Wrapper label="Playback speed">
        <SegmentedControl
          mt="xs"
          fullWidth
          data={PLAYBACK_SPEEDS.map(({ value, label }) => ({ value, label }))}
          value={settings.playback_speed}
          onChange={(value) => set('playback_speed', value)}
        />
      </Input.Wrapper>
      <Stack gap="sm">
        {hasIndividualPhoto && (
          <DescribedSwitch
            label="Individual photo"
            description="Also keep each frame as a photo of its own."
            checked={settings.individual_photo === 'enabled'}
            onChange={(event) => set('individual_photo', event.currentTarget.checked ? 'enabled' : 'disabled')}
          />
        )}
        <DescribedSwitch
          label="Show overlay"
          description="Show the overlay on the live camera view."
          checked={settings.show_overlay}
          onChange={(event) => set('show_overlay', event.currentTarget.checked)}
        />
        <DescribedSwitch
          label="Mirror live view"
          description="Show guests a mirrored live view, as in a mirror."
          checked={settings.mirror_live}
          onChange={(event) => set('mirror_live', event.currentTarget.checked)}
        />
      </Stack>
      <ModalActions saveLabel="Save" onSave={() => onSave(settings)} onClose={onClose} />
    </Stack>
  );
}

/** The settings of one chosen 3 in 1 animation or fast style. */
export function CaptureSettingsModal<T extends CaptureSettings>({ item, ...form }: CaptureSettingsModalProps<T>) {
  return (
    <Modal
      opened={item !== null}
      onClose={form.onClose}
      title={item ? `${item.label} settings` : 'Settings'}
      size="md"
      transitionProps={{ duration: 0 }}
    >
      {item && <SettingsForm initial={item.settings} {...form} />}
    </Modal>
  );
}

/** The settings as one line under the item. */
export function SettingsSummary({ settings }: { settings: CaptureSettings }) {
  return (
    <Text size="sm" c="dimmed">
      {describeCaptureSettings(settings)}
    </Text>
  );
}
