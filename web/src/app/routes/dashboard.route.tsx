import { PageHeader } from '@/components/page-header';
import { DashboardActions } from '@/features/trending/components/dashboard-actions';

export function Component() {
  return (
    <PageHeader
      title="Trending Topics"
      subtitle="Find trending topics and generate PR campaign ideas based on social media and news."
      actions={<DashboardActions />}
    />
  );
}
