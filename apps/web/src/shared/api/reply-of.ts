/** The parsed type of a contract schema, for replies the contract names only as a schema. */
export type ReplyOf<Schema extends { parse: (input: unknown) => unknown }> = ReturnType<Schema['parse']>;
