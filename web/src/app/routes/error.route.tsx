import { useSettingsStatus } from '@/features/settings/api/get-settings-status';
import { ErrorScreen } from '../error-screen';

export function Component() {
  const { status } = useSettingsStatus();
  return <ErrorScreen status={status} />;
}
