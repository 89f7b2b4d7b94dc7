/**
 * The one thing the option steps need from the events module: the organiser's own event (a 404
 * otherwise). Defined here and implemented by events, so options never import the events service.
 */
export type OwnedEvent = {
  id: number;
  /** The event's name, which a template's sample texts take instead of their sample event's. */
  name: string;
  timeZone: string;
  /** Whether the event captures guests' data (the form builder needs it). */
  capturesData: boolean;
};

export type EventOwnership = {
  describeOwned(userId: number, eventId: number): Promise<OwnedEvent>;
  /** The ids of every event of the organiser, drafts too. */
  ownedEventIds(userId: number): Promise<number[]>;
};
