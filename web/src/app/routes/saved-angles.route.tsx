import { PageHeader } from '@/components/page-header';

export function Component() {
  return <PageHeader title="Saved Angles" subtitle="View and manage your saved PR angles." />;
}
