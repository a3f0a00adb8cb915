import { NotFoundScreen } from '../not-found-screen';

export function Component() {
  return <NotFoundScreen />;
}
