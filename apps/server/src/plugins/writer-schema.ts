/**
 * The JSON Schema a reply writer is compiled from. fast-json-stringify chooses an `anyOf` branch
 * by validating the value against each branch on every reply. The contract's two common unions
 * need no choice to be written: a value or null (`.nullable()`), and literals of one type
 * (`0 | 1`). Those become a plain nullable type, so the value is written as it is; that it
 * matches the contract is zod's check (CHECK_REPLIES). Other unions are left to the validator.
 */
type JsonSchema = { [keyword: string]: unknown };

const PRIMITIVE_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNullOnly = (branch: unknown) => isSchema(branch) && branch.type === 'null' && Object.keys(branch).length === 1;

const primitiveTypeOf = (branch: unknown) =>
  isSchema(branch) && typeof branch.type === 'string' && PRIMITIVE_TYPES.has(branch.type) && !('anyOf' in branch)
    ? branch.type
    : undefined;

function withoutChoice(schema: JsonSchema, branches: unknown[]): JsonSchema {
  const { anyOf: _choice, ...siblings } = schema;
  const nullable = branches.some(isNullOnly);
  const values = branches.filter((branch) => !isNullOnly(branch));
  const types = new Set(values.map(primitiveTypeOf));
  const [type] = types;
  if (values.length > 0 && types.size === 1 && type !== undefined) {
    // One branch keeps its keywords (a format, say) but not a const, which the writer would
    // write in place of null; several branches differ only in their literal.
    const [first] = values;
    const { const: _literal, ...kept } = values.length === 1 && isSchema(first) ? first : {};
    return { ...siblings, ...kept, type: nullable ? [type, 'null'] : type };
  }
  const [only] = values;
  if (nullable && values.length === 1 && isSchema(only) && (only.type === 'object' || only.type === 'array')) {
    return { ...siblings, ...only, nullable: true };
  }
  return schema;
}

export function schemaForWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(schemaForWriting);
  if (!isSchema(schema)) return schema;
  const simplified = Object.fromEntries(
    Object.entries(schema).map(([keyword, value]) => [keyword, schemaForWriting(value)]),
  );
  return Array.isArray(simplified.anyOf) ? withoutChoice(simplified, simplified.anyOf) : simplified;
}
