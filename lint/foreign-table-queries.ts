/** What lint/table-owners.test.ts needs told: the tables a repository names through a variable. */
import type { TableVariables } from './table-queries.ts';

/** Per repository (under apps/server/src), the tables each variable it names a table by may hold. */
export const TABLE_VARIABLES: Record<string, TableVariables> = {
  'modules/options/event-choices.repository.ts': {
    table: ['event_gifs', 'event_burst_gifs', 'event_props', 'event_frames', 'event_filters'],
  },
  'modules/libraries/library-items.repository.ts': {
    library: ['gifs', 'burst_gifs', 'props', 'frames', 'color_filters'],
  },
  'modules/options/event-copies.repository.ts': {
    table: [
      'event_settings',
      'event_gifs',
      'event_burst_gifs',
      'event_props',
      'event_frames',
      'event_filters',
      'custom_frames',
      'incentive_offers',
    ],
  },
  'modules/libraries/library-seed.repository.ts': {
    table: [
      'gifs',
      'burst_gifs',
      'frames',
      'color_filters',
      'prop_categories',
      'email_templates',
      'microsite_templates',
    ],
  },
};
