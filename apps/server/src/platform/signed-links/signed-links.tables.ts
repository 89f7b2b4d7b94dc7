/**
 * The keys links are signed with. Table types, with the conventions of db/schema.ts.
 */

/** Keys every server process shares, made once (the download-link signing key). */
export type ServerSecretsTable = {
  name: string;
  secret: string;
  created_at: string;
};

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type SignedLinksTables = {
  server_secrets: ServerSecretsTable;
};
