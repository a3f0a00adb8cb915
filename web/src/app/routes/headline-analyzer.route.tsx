import { PageHeader } from '@/components/page-header';

export function Component() {
  return <PageHeader title="Headline Analyzer" subtitle="Analyze and optimize your headlines for maximum impact." />;
}
