import { TextInput } from '@mantine/core';

type SearchBoxProps = { label: string; value: string; onChange: (value: string) => void };

/** The screens' search field; what it finds follows a second after typing stops. */
export function SearchBox({ label, value, onChange }: SearchBoxProps) {
  return (
    <TextInput
      type="search"
      placeholder="Search"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
