/** One field of the event's form, as its type says, with its error beneath and tied to it for screen readers. */
import { type FormField, isPhoneField, LEAD_ANSWER_MAX_LENGTH } from '@boothdeck/contract';
import { useGuestText } from '@boothdeck/i18n/react';

export type AnswerValue = string | string[];

type Props = {
  field: FormField;
  value: AnswerValue | undefined;
  error: string | undefined;
  onChange: (value: AnswerValue) => void;
};

const idOf = (name: string) => `lead-field-${name}`;
export const errorIdOf = (name: string) => `${idOf(name)}-error`;

function inputTypeOf(field: FormField): {
  type: string;
  inputMode?: 'email' | 'tel' | 'decimal';
  autoComplete?: string;
} {
  if (isPhoneField(field)) return { type: 'tel', inputMode: 'tel', autoComplete: 'tel' };
  if (field.type === 'email') return { type: 'email', inputMode: 'email', autoComplete: 'email' };
  if (field.type === 'number') return { type: 'text', inputMode: 'decimal' };
  return { type: 'text' };
}

export function LeadField({ field, value, error, onChange }: Props) {
  const { t } = useGuestText();
  const id = idOf(field.name);
  const described = error ? errorIdOf(field.name) : undefined;
  const required = field.type !== 'checkbox';
  const errorText = error && (
    <p id={errorIdOf(field.name)} className="kiosk-error">
      {error}
    </p>
  );

  if (field.type === 'radio' || field.type === 'checkbox') {
    const ticked = Array.isArray(value) ? value : value ? [value] : [];
    return (
      <fieldset className="lead-form__group" aria-describedby={described} aria-invalid={error ? true : undefined}>
        <legend className="lead-form__label">
          {field.label}
          {required && <span aria-hidden="true"> *</span>}
        </legend>
        {field.values.map((choice) => (
          <label key={choice} className="kiosk-choice">
            <input
              type={field.type}
              name={field.name}
              value={choice}
              checked={ticked.includes(choice)}
              data-field={field.name}
              onChange={(event) => {
                if (field.type === 'radio') onChange(choice);
                else onChange(event.target.checked ? [...ticked, choice] : ticked.filter((one) => one !== choice));
              }}
            />
            <span>{choice}</span>
          </label>
        ))}
        {errorText}
      </fieldset>
    );
  }

  const common = {
    id,
    name: field.name,
    className: 'kiosk-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'aria-required': required,
    'data-field': field.name,
  } as const;
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="lead-form__field">
      <label htmlFor={id} className="lead-form__label">
        {field.label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {field.type === 'select' ? (
        <select {...common} value={text} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('kiosk.form.choose')}</option>
          {field.values.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea
          {...common}
          value={text}
          maxLength={LEAD_ANSWER_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          {...inputTypeOf(field)}
          value={text}
          maxLength={LEAD_ANSWER_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {errorText}
    </div>
  );
}
