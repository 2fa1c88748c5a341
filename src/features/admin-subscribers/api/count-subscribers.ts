/** How many addresses are on the list: an aggregation query, not a read of each one. */
import { countDocuments } from '../../../lib/firebase/count-documents.js';

export function countSubscribers(): Promise<number> {
  return countDocuments('subscribers');
}
