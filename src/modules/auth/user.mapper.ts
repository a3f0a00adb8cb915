import type { CurrentUser, UserView } from '../../contracts/auth.contract.js';
import type { User } from './user.entity.js';

export function toCurrentUser(user: User): CurrentUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

export function toUserView(user: User): UserView {
  return {
    ...toCurrentUser(user),
    disabled: user.disabled,
    active: user.active,
    createdAt: user.createdAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  };
}
