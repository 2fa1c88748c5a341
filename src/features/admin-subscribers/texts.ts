/**
 * User-facing texts of the subscribers page, with its CSV export and import. The load,
 * delete and empty texts, Export to CSV, Back to Dashboard and Active are the product's own
 * wording, word for word; the rest is ours.
 */
import { formatCount } from '../../lib/numbers.js';
import type { InvalidReason } from './import-plan.js';

const addresses = (count: number) => `${formatCount(count)} ${count === 1 ? 'address' : 'addresses'}`;
const subscribers = (count: number) => `${formatCount(count)} ${count === 1 ? 'subscriber' : 'subscribers'}`;
/** How far the total was off: "3 too few", "1 too many". */
const difference = (count: number, counted: number) => `${formatCount(Math.abs(count - counted))} too ${counted < count ? 'few' : 'many'}`;

export const subscribersTexts = {
  title: 'Manage Subscribers',
  description: 'The newsletter list: search, remove, export to CSV and import from CSV.',
  backToDashboard: 'Back to Dashboard',
  total: (count: number) => `Total subscribers: ${formatCount(count)}`,
  totalLoading: 'Counting subscribers…',
  totalFailed: 'The total could not be counted.',
  recount: 'Recount',
  recountHint: 'Counts every address on the list again, and corrects the total if it is off.',
  recounting: 'Recounting every address…',
  recountAgrees: (count: number) => `Recounted: ${subscribers(count)} on the list, as the total said.`,
  recountCorrected: (count: number, counted: number) =>
    `Recounted: ${subscribers(count)} on the list. The total said ${formatCount(counted)} (${difference(count, counted)}) and now says ${formatCount(count)}.`,
  recountFirst: (count: number) => `Counted: ${subscribers(count)} on the list.`,
  recountFailed: 'The list could not be recounted. Please try again.',
  search: 'Search by e-mail address',
  searchHint: 'Finds any word of an address (a.morgan@example.com by “morgan” or “example”) and addresses that begin with what you type.',
  searchButton: 'Search',
  clearSearch: 'Clear',
  tableLabel: 'Subscribers',
  columns: { email: 'Email', subscribedAt: 'Date Subscribed', status: 'Status', actions: 'Actions' },
  active: 'Active',
  remove: 'Remove',
  removeQuestion: (email: string) => `Remove ${email} from the list?`,
  confirm: 'Confirm',
  cancel: 'Cancel',
  removing: 'Removing…',
  removed: (email: string) => `${email} was removed from the list.`,
  empty: 'No subscribers found.',
  noMatches: (search: string) => `No subscribers found for “${search}”.`,
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  loading: 'Loading subscribers…',
  // The product's error texts
  loadFailed: 'Failed to load subscribers. Please try again.',
  deleteFailed: 'Failed to delete subscriber. Please try again.',
} as const;

export const exportTexts = {
  button: 'Export to CSV',
  reading: (read: number, total: number | null) =>
    total === null ? `Exporting… ${formatCount(read)} read` : `Exporting… ${formatCount(read)} of ${formatCount(total)}`,
  progressLabel: 'Export progress',
  done: (count: number, file: string) => `Exported ${formatCount(count)} ${count === 1 ? 'subscriber' : 'subscribers'} to ${file}.`,
  failed: 'Failed to export subscribers. Please try again.',
} as const;

const reasons: Record<InvalidReason, string> = {
  missing: 'No address in this row',
  'no-at-sign': 'Not an e-mail address (no @)',
  'too-long': 'Longer than 254 characters',
  'not-an-address': 'Not a valid e-mail address',
};

export const importTexts = {
  button: 'Import CSV',
  heading: 'Import subscribers from a CSV file',
  explanation:
    'The file needs a column headed Email (a file without a header row has the addresses in its first column). Addresses are lowercased, repeats are skipped, and addresses already on the list stay as they are.',
  file: 'CSV file',
  start: 'Import',
  close: 'Close',
  chooseFile: 'Choose a CSV file first.',
  reading: 'Reading the file…',
  checking: (checked: number, total: number) => `Checking addresses against the list… ${formatCount(checked)} of ${formatCount(total)}`,
  adding: (written: number, total: number) => `Adding new subscribers… ${formatCount(written)} of ${formatCount(total)}`,
  progressLabel: 'Import progress',
  empty: 'The file holds no addresses.',
  noEmailColumn: 'The file has no column headed Email.',
  unreadable: 'The file could not be read. Please choose a CSV file.',
  failed: 'Failed to import subscribers. Nothing was added. Please try again.',
  report: 'Import report',
  added: (count: number) => `Added: ${addresses(count)}`,
  alreadyListed: (count: number) => `Already on the list: ${addresses(count)}`,
  repeated: (count: number) => `Repeated in the file: ${addresses(count)}`,
  invalid: (count: number) => `Invalid: ${formatCount(count)} ${count === 1 ? 'row' : 'rows'}`,
  stopped: (written: number, total: number) =>
    `The import stopped: ${addresses(written)} of ${formatCount(total)} new ones were added (the first ${formatCount(written)} in the file's order); the other ${formatCount(total - written)} were not. Importing the same file again adds only those.`,
  skippedTable: 'Rows not imported',
  columns: { row: 'Row', value: 'Value', reason: 'Reason' },
  reasons,
  repeats: (firstRow: number) => `Same address as row ${formatCount(firstRow)}`,
  more: (count: number) => `…and ${formatCount(count)} more.`,
} as const;
