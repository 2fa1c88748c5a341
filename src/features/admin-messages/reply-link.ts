/**
 * The mailto: link that answers a message in the admin's own mail program, with the
 * subject "Re: …". The address has passed the strict pattern of the rules (letters,
 * digits, . _ % + - and no characters a URL would read), and the subject is encoded.
 */
export function replyLink(email: string, subject: string): string {
  const re = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  return `mailto:${email}?subject=${encodeURIComponent(re)}`;
}
