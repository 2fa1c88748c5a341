/**
 * The editor's Preview: the form as it stands, handed to the preview page (opened in a frame
 * beside the editor, at a desktop or a phone width) through this browser's storage, so that
 * nothing is saved or published to show it. The page follows every change while it is open
 * (the storage event), and it is gone with the tab's session.
 */
import type { ArticleDraft } from './types.js';

const KEY = 'finance-articles:preview';

/** The address of the preview page, in the admin area. */
export const PREVIEW_PATH = '/admin/preview';

export interface PreviewData {
  readonly draft: ArticleDraft;
  /** The byline readers will see: the admin who is writing. */
  readonly author: string;
}

export function writePreview(data: PreviewData): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // Storage full or disabled: the preview shows what it last had.
  }
}

export function readPreview(): PreviewData | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PreviewData) : null;
  } catch {
    return null;
  }
}

/** Calls `onChange` whenever the editor (in another document) writes a new preview. */
export function onPreviewChange(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === KEY) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
