/**
 * The public byline of a staff member: their name, and an id made from it. Never a uid
 * (firestore.rules refuse it: uids stay private, docs/security.md), and never an e-mail
 * address (the rules refuse a name with an @): a name that is missing or is an address is
 * bylined "Editor". The id names the author's page (/author/{id}) and their staff profile
 * (authors/{id}).
 */
export interface Byline {
  readonly id: string;
  readonly name: string;
}

export function bylineOf(accountName: string): Byline {
  const given = accountName.trim();
  const name = given === '' || given.includes('@') ? 'Editor' : given;
  const id = name.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { id: id || 'editor', name: name.slice(0, 100) };
}
