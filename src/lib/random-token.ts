/** Letters and digits from the platform's cryptographic random source, all equally likely. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function randomToken(length: number): string {
  let out = '';
  while (out.length < length) {
    // 252 = 7 × 36: bytes above it are drawn again, so no character is likelier than another.
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < 252 && out.length < length) out += ALPHABET[byte % 36];
    }
  }
  return out;
}
