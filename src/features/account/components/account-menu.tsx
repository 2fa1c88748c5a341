/**
 * The header's account area (placeholder until the accounts issue lands): Log In and
 * Sign Up for guests; the account dropdown for signed-in users.
 */
export function AccountMenu() {
  return null;
}
