import { Select, type SelectProps } from '@mantine/core';

type SendSelectProps = Omit<SelectProps, 'label' | 'data' | 'allowDeselect'> & {
  /** How the step's body names the Social Gallery link. */
  linkValue: string;
};

/** What a sharing step sends guests: the Social Gallery link, the one choice there is. */
export function SendSelect({ linkValue, ...props }: SendSelectProps) {
  return (
    <Select label="Send" allowDeselect={false} data={[{ value: linkValue, label: 'Social Gallery link' }]} {...props} />
  );
}
