import { PageHeader } from '@/components/page-header';

export function Component() {
  return <PageHeader title="IdeaForge Generator" subtitle="Turn a brand brief into newsworthy campaign ideas." />;
}
