import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@contracts/auth.contract';

export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;

/** What is wrong with a new password and its confirmation, in words; null when both are fine. */
export function newPasswordProblems(password: string, confirmation: string): { password: string | null; confirmation: string | null } {
  const length = Array.from(password).length;
  return {
    password:
      length < MIN_PASSWORD_LENGTH
        ? `Use at least ${MIN_PASSWORD_LENGTH} characters.`
        : length > MAX_PASSWORD_LENGTH
          ? `Use at most ${MAX_PASSWORD_LENGTH} characters.`
          : null,
    confirmation: confirmation === password ? null : 'The two passwords do not match.',
  };
}
