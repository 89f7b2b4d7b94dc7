/**
 * Analytics: views and visitors of the public gallery. Table types, with the conventions of db/schema.ts.
 */

/** How many times guests opened one item of the public gallery. */
export type MediaViewsTable = {
  media_id: number;
  event_id: number;
  views: number;
};

/** One visitor of an event's public gallery: a keyed hash of their address and browser, never the address. */
export type GalleryVisitorsTable = {
  event_id: number;
  visitor: string;
  first_seen_at: string;
};

/**
 * What captures erased for a guest (or by the event's retention) counted, so the event's totals
 * keep them: the captures and their gallery views. One row per event, added to.
 */
export type ErasedCountsTable = {
  event_id: number;
  captures: number;
  views: number;
};

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type AnalyticsTables = {
  media_views: MediaViewsTable;
  gallery_visitors: GalleryVisitorsTable;
  erased_counts: ErasedCountsTable;
};
