/**
 * A section's heading on the reader pages, as a newspaper heads its sections: a serif title
 * under a full-width rule. Class strings, so every section reads alike; the rule goes on the
 * heading, or on the row that holds it and a link beside it.
 */
export const sectionRule = 'border-t-2 border-slate-900 pt-3 dark:border-slate-300';
export const sectionTitle = 'font-serif text-2xl font-semibold text-slate-900 dark:text-white';
export const sectionHeading = `${sectionRule} ${sectionTitle}`;
