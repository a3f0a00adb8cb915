import type { CurrentUser, LoginRequest } from '@contracts/auth.contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/login: sets the session cookie; 401 "Email or password is wrong", 429 while throttled. */
export function login(request: LoginRequest): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/api/auth/login', { method: 'POST', body: request, expectUnauthorized: true });
}
