/**
 * New subscribers in each week of the chart: one count per week over subscribedAt, on its
 * single-field index, so twelve small aggregation queries however long the list is.
 */
import { countDocuments } from '../../../lib/firebase/count-documents.js';
import type { Week } from '../weeks.js';

export async function countSubscribersPerWeek(weeks: readonly Week[]): Promise<number[]> {
  return Promise.all(
    weeks.map((week) =>
      countDocuments('subscribers', [
        ['subscribedAt', '>=', week.start],
        ['subscribedAt', '<', week.end],
      ]),
    ),
  );
}
