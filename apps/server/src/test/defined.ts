/** The value a test needs to go on with; null or undefined fails the test with what was missing. */
export function defined<Value>(value: Value | null | undefined, what = 'value'): Value {
  if (value === null || value === undefined) throw new Error(`expected ${what} to be present, got ${value}`);
  return value;
}
