import { PageHeader } from '@/components/page-header';

export function Component() {
  return <PageHeader title="Campaign Ideas" subtitle="Pick a theme and generate data-led headlines with a plan behind each." />;
}
