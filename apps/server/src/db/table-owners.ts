/**
 * The one part of the server that owns each table: only its repositories query the table, and
 * another module asks it through its index.ts ("this organiser's event", "the captures guests may
 * see"). Typed over the schema: a new table fails the type check until it is given its owner, and
 * each owner here must be the one whose `<name>.tables.ts` declares the table. The check that
 * holds the repositories to it is lint/table-owners.test.ts.
 */
import type { TableName, TablesByOwner } from './schema.ts';

export type TableOwner = keyof TablesByOwner;

/** The owner whose tables include `Table`. */
type OwnerOf<Table extends TableName> = {
  [Owner in TableOwner]: Table extends keyof TablesByOwner[Owner] ? Owner : never;
}[TableOwner];

export const TABLE_OWNERS: { readonly [Table in TableName]: OwnerOf<Table> } = {
  account_mails: 'account-mail',
  team_members: 'team',
  team_member_events: 'team',
  team_invitations: 'team',
  event_activity: 'team',
  users: 'accounts',
  access_tokens: 'accounts',
  one_time_codes: 'accounts',
  member_settings: 'account-settings',
  rate_limit_attempts: 'platform/rate-limit',
  package_types: 'packages',
  our_packages: 'packages',
  package_items: 'packages',
  package_item_values: 'packages',
  catalogue_prices: 'packages',
  membership_addons: 'packages',
  memberships: 'packages',
  payments: 'platform/payments',
  payment_claims: 'platform/payments',
  payment_references: 'platform/payments',
  payment_gateway_events: 'platform/payments',
  events: 'events',
  media_items: 'media',
  resumable_uploads: 'media',
  resumable_upload_parts: 'media',
  booth_sessions: 'booth',
  booth_reports: 'fleet',
  booth_report_history: 'fleet',
  booth_alerts: 'fleet',
  booth_commands: 'fleet',
  server_secrets: 'platform/signed-links',
  shares: 'deliveries',
  vouchers: 'vouchers',
  media_views: 'analytics',
  gallery_visitors: 'analytics',
  report_links: 'client-report',
  leads: 'leads',
  lead_answer_fields: 'leads',
  lead_message_sends: 'leads',
  activity_counts: 'dashboard',
  gifs: 'libraries',
  burst_gifs: 'libraries',
  frames: 'libraries',
  color_filters: 'libraries',
  prop_categories: 'libraries',
  props: 'libraries',
  email_templates: 'libraries',
  microsite_templates: 'libraries',
  event_settings: 'options',
  event_gifs: 'options',
  event_burst_gifs: 'options',
  event_props: 'options',
  event_frames: 'options',
  event_filters: 'options',
  custom_frames: 'options',
  incentive_offers: 'options',
  saved_email_templates: 'options',
  saved_microsite_templates: 'options',
  webhook_endpoints: 'webhooks',
  webhook_events: 'webhooks',
  webhook_deliveries: 'webhooks',
  print_jobs: 'printing',
  erased_counts: 'analytics',
  data_requests: 'data-rights',
  guest_erasures: 'data-rights',
  event_retention: 'data-rights',
};
