import type { SaveState } from '../hooks/use-article-editor.js';
import { editorTexts as texts } from '../texts.js';

const time = (date: Date) => date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * One line saying where the work is: saving, saved at a time, not saved and why (nothing
 * written yet, offline, refused), or on this device for as long as the save on its way takes.
 */
export function SaveStatus({ state, published }: { readonly state: SaveState; readonly published: boolean }) {
  let text = '';
  if (state.kind === 'saving') text = texts.statusSaving;
  else if (state.kind === 'saved') text = texts.statusSaved(time(state.at));
  else if (state.kind === 'waiting') text = texts.statusWaiting;
  else if (state.kind === 'local') text = published ? texts.statusPublishedUnsaved : texts.statusLocal;
  else if (state.kind === 'offline') text = texts.statusOffline;
  else if (state.kind === 'failed') text = texts.statusFailed(state.message);
  return (
    <p role="status" className={`text-sm empty:hidden ${state.kind === 'failed' ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}`}>
      {text}
    </p>
  );
}
