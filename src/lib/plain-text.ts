/**
 * What a reader types for other readers to see (a comment, a name), as the rules take it:
 * without the characters XML 1.0 forbids, and without bidirectional controls.
 */
import { xmlCharacters } from './escape-markup.js';

/**
 * Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) make
 * text display in another order than it is stored ("Trojan Source"): "Long AAPL" can read
 * as another ticker or price, a name as another person's. firestore.rules refuses them in
 * names and comments (hasNoBidiControls); the forms remove them before saving, as they are
 * invisible and a reader who pasted them could not see what was refused.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

export const plainText = (text: string): string => withoutBidiControls(xmlCharacters(text));
