const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as character data or a quoted attribute value, in XML (the feeds) and in HTML (the boot's article head). */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
