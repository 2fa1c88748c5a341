/** subscribers/{email} as the subscribers page shows it. */
export interface SubscriberRow {
  readonly email: string;
  readonly subscribedAt: Date | null;
}

/** Stable, so that useCursorList can tell rows apart. */
export const subscriberKey = (row: SubscriberRow): string => row.email;
