/**
 * The mailto: links of the messages page, built in one place. A mail program decodes a
 * mailto: link once and reads `,` as another recipient, `?` and `&` as the start of a
 * header or a body, and %0D%0A as a line of the header. So everything stored is
 * percent-encoded here, the address (all but its @, kept readable) and the subject: a
 * stored `%2C`, `?cc=` or `%0D%0A` reaches the mail program as the characters it was
 * stored as (RFC 6068: an encoded character belongs to the address), never as a
 * recipient, header or body. The address pattern of the rules refuses all of these
 * characters too; the link does not rely on it.
 */
const encodeAddress = (email: string): string => encodeURIComponent(email).replace(/%40/g, '@');

/** A link that writes to `email`. */
export function mailtoLink(email: string): string {
  return `mailto:${encodeAddress(email)}`;
}

/** The link that answers a message in the admin's own mail program, with the subject "Re: …". */
export function replyLink(email: string, subject: string): string {
  const re = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  return `${mailtoLink(email)}?subject=${encodeURIComponent(re)}`;
}
