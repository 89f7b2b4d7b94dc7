import {
  ActionIcon,
  Button,
  ColorInput,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  Slider,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconBold, IconItalic, IconPlus, IconUnderline } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CANVAS_FONTS, canvasFontOf } from '../lib/canvas-fonts';
import {
  ANGLE_RANGE,
  FONT_SIZE_RANGE,
  LINE_HEIGHT_RANGE,
  STROKE_WIDTH_RANGE,
  TEXT_ALIGNS,
  type TextAlign,
  type TextStyle,
} from '../lib/text-style';

type TextPanelProps = {
  style: TextStyle;
  /** The selected text's words, or null when no text is selected. */
  text: string | null;
  onAdd: () => void;
  onStyle: (change: Partial<TextStyle>) => void;
  onText: (text: string) => void;
};

const ALIGN_LABELS: Record<TextAlign, string> = { left: 'Left', center: 'Center', right: 'Right', justify: 'Justify' };

function ToggleIcon(props: { label: string; isOn: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <ActionIcon
      size="lg"
      variant={props.isOn ? 'filled' : 'default'}
      aria-label={props.label}
      aria-pressed={props.isOn}
      onClick={props.onToggle}
    >
      {props.children}
    </ActionIcon>
  );
}

/** Adds texts and styles the selected one live; with none selected, sets the style of the next one. */
export function TextPanel({ style, text, onAdd, onStyle, onText }: TextPanelProps) {
  return (
    <Stack gap="sm">
      <Button leftSection={<IconPlus size={18} />} onClick={onAdd}>
        Add text
      </Button>
      {text === null ? (
        <Text size="sm" c="dimmed">
          Select a text on the canvas to change it. These settings are used for the next text you add.
        </Text>
      ) : (
        <Textarea
          label="Text"
          autosize
          minRows={1}
          maxRows={4}
          value={text}
          onChange={(e) => onText(e.currentTarget.value)}
        />
      )}
      <Select
        label="Font"
        data={CANVAS_FONTS.map((font) => ({ ...font }))}
        value={style.fontFamily}
        onChange={(value) => {
          const font = value && canvasFontOf(value);
          if (font) onStyle({ fontFamily: font });
        }}
        allowDeselect={false}
        renderOption={({ option }) => <span style={{ fontFamily: option.value }}>{option.label}</span>}
      />
      <Group grow gap="sm">
        <NumberInput
          label="Font size"
          min={FONT_SIZE_RANGE.min}
          max={FONT_SIZE_RANGE.max}
          value={style.fontSize}
          onChange={(value) => typeof value === 'number' && onStyle({ fontSize: value })}
        />
        <NumberInput
          label="Line height"
          min={LINE_HEIGHT_RANGE.min}
          max={LINE_HEIGHT_RANGE.max}
          step={0.01}
          decimalScale={2}
          value={style.lineHeight}
          onChange={(value) => typeof value === 'number' && onStyle({ lineHeight: value })}
        />
      </Group>
      <Group gap="xs">
        <ToggleIcon
          label="Bold"
          isOn={style.fontWeight === 'bold'}
          onToggle={() => onStyle({ fontWeight: style.fontWeight === 'bold' ? 'normal' : 'bold' })}
        >
          <IconBold size={18} />
        </ToggleIcon>
        <ToggleIcon
          label="Italic"
          isOn={style.fontStyle === 'italic'}
          onToggle={() => onStyle({ fontStyle: style.fontStyle === 'italic' ? 'normal' : 'italic' })}
        >
          <IconItalic size={18} />
        </ToggleIcon>
        <ToggleIcon label="Underline" isOn={style.underline} onToggle={() => onStyle({ underline: !style.underline })}>
          <IconUnderline size={18} />
        </ToggleIcon>
        <SegmentedControl
          aria-label="Text align"
          size="xs"
          value={style.textAlign}
          onChange={(value) => onStyle({ textAlign: TEXT_ALIGNS.find((align) => align === value) ?? 'left' })}
          data={TEXT_ALIGNS.map((align) => ({ value: align, label: ALIGN_LABELS[align] }))}
        />
      </Group>
      <Group grow gap="sm">
        <ColorInput label="Text colour" format="hex" value={style.fill} onChange={(fill) => onStyle({ fill })} />
        <ColorInput
          label="Stroke colour"
          format="hex"
          value={style.stroke}
          onChange={(stroke) => onStyle({ stroke })}
        />
      </Group>
      <Input.Wrapper label="Stroke width">
        <Slider
          min={STROKE_WIDTH_RANGE.min}
          max={STROKE_WIDTH_RANGE.max}
          step={0.5}
          value={style.strokeWidth}
          onChange={(strokeWidth) => onStyle({ strokeWidth })}
          thumbLabel="Stroke width"
          marks={[{ value: 0 }, { value: 5 }]}
        />
      </Input.Wrapper>
      <Input.Wrapper label="Angle">
        <Slider
          min={ANGLE_RANGE.min}
          max={ANGLE_RANGE.max}
          value={style.angle}
          onChange={(angle) => onStyle({ angle })}
          label={(value) => `${value}°`}
          thumbLabel="Angle"
        />
      </Input.Wrapper>
    </Stack>
  );
}
