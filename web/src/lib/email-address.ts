/**
 * Someone@somewhere, without spaces: the shape of an account's address (the welcome form's, an
 * invitation's). The server (class-validator's IsEmail, which also wants a dot in the domain) has the
 * last word. Watchlist recipients follow another server rule, which takes intranet addresses
 * (pr@intranet): watchlist-form.ts's isEmailAddress.
 */
export function looksLikeEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(text);
}
