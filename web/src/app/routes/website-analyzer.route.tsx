import { PageHeader } from '@/components/page-header';

export function Component() {
  return <PageHeader title="Website Analyzer" subtitle="Analyze a company's website and turn it into campaign ideas." />;
}
