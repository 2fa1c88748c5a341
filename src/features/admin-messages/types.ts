/** contactMessages/{id} as the messages page shows it. */
export interface MessageRow {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly createdAt: Date | null;
  /** A message arrives without the flag: unread until an admin opens it. */
  readonly read: boolean;
}

/** Stable, so that useCursorList can tell rows apart. */
export const messageKey = (row: MessageRow): string => row.id;
