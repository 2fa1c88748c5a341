/**
 * A byline is reserved when its writer publishes (staffNames, docs/security.md: Comments),
 * so that no reader comments under it. Once a page load a name: a reservation stays.
 */
import { getDb } from '../../../lib/firebase/firestore.js';
import { reserveStaffName } from '../../../lib/firebase/staff-names.js';
import type { Writer } from '../types.js';
import { byline } from './records.js';

const reserved = new Set<string>();

/** Reserves the writer's byline; resolves either way (the next publish tries again). */
export async function reserveByline(writer: Writer): Promise<void> {
  const { name } = byline(writer);
  if (reserved.has(name)) return;
  try {
    await reserveStaffName(getDb(), name);
    reserved.add(name);
  } catch {
    // Refused or offline: nothing the admin needs to act on now.
  }
}
