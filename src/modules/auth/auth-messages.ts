// The words of sign-in that more than one place answers with.
export const SIGN_IN_REQUIRED_MESSAGE = 'Sign in to continue.';
export const ADMIN_ONLY_MESSAGE = 'Only an admin can do this.';
export const WRONG_CREDENTIALS_MESSAGE = 'Email or password is wrong';
export const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled. Ask an admin to enable it.';
export const SIGN_IN_OFF_MESSAGE = 'Sign-in is off on this server (AUTH_MODE=none).';
export const PASSWORDS_AT_PROVIDER_MESSAGE = 'Passwords are managed by your identity provider.';
export const LINK_INVALID_MESSAGE = 'This link is no longer valid. Ask an admin for a new one.';
