import { PageHeader } from '@/components/page-header';

export function Component() {
  return <PageHeader title="Newsjacking Calendar" subtitle="Plan your PR campaigns around upcoming events and key dates." />;
}
