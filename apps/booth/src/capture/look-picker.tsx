/** Rows of big buttons for the guest's frame, filter, prop and backdrop; "None" first in each. */
import { useGuestText } from '@boothdeck/i18n/react';
import type { LookOption } from './look-options.ts';

type RowProps = {
  title: string;
  options: LookOption[];
  chosen: number | undefined;
  onChoose: (id: number | undefined) => void;
  disabled: boolean;
};

function PickerRow({ title, options, chosen, onChoose, disabled }: RowProps) {
  const { t } = useGuestText();
  if (options.length === 0) return null;
  return (
    <fieldset className="picker" disabled={disabled}>
      <legend>{title}</legend>
      <div className="picker__options">
        <button
          type="button"
          className="picker__option"
          aria-pressed={chosen === undefined}
          onClick={() => onChoose(undefined)}
        >
          {t('common.none')}
        </button>
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            className="picker__option"
            aria-pressed={chosen === option.id}
            onClick={() => onChoose(option.id)}
          >
            <img src={option.image} alt="" />
            <span>{option.name}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export type LookChoice = {
  frameId?: number | undefined;
  filterId?: number | undefined;
  propId?: number | undefined;
  backdropId?: number | undefined;
};

type Props = {
  frames: LookOption[];
  filters: LookOption[];
  props: LookOption[];
  /** Empty when the event has none or this device cannot put the guest in front of one. */
  backdrops: LookOption[];
  choice: LookChoice;
  onChange: (choice: LookChoice) => void;
  disabled: boolean;
};

export function LookPicker({ frames, filters, props, backdrops, choice, onChange, disabled }: Props) {
  const { t } = useGuestText();
  return (
    <div className="look-picker">
      <PickerRow
        title={t('kiosk.look.frame')}
        options={frames}
        chosen={choice.frameId}
        onChoose={(frameId) => onChange({ ...choice, frameId })}
        disabled={disabled}
      />
      <PickerRow
        title={t('kiosk.look.filter')}
        options={filters}
        chosen={choice.filterId}
        onChoose={(filterId) => onChange({ ...choice, filterId })}
        disabled={disabled}
      />
      <PickerRow
        title={t('kiosk.look.prop')}
        options={props}
        chosen={choice.propId}
        onChoose={(propId) => onChange({ ...choice, propId })}
        disabled={disabled}
      />
      <PickerRow
        title={t('kiosk.look.backdrop')}
        options={backdrops}
        chosen={choice.backdropId}
        onChoose={(backdropId) => onChange({ ...choice, backdropId })}
        disabled={disabled}
      />
    </div>
  );
}
