import { PageHeader } from '@/components/page-header';
import { BriefForm } from '@/features/brief/components/brief-form';
import { IdeasList } from '@/features/brief/components/ideas-list';
import { useBriefIdeas } from '@/features/brief/hooks/use-brief-ideas';

export function Component() {
  const { ideas, brandName, generating, generate } = useBriefIdeas();
  return (
    <>
      <PageHeader title="IdeaForge Generator" subtitle="Turn a brand brief into newsworthy campaign ideas." />
      <BriefForm generating={generating} onGenerate={generate} />
      {ideas.length > 0 ? <IdeasList ideas={ideas} brandName={brandName} /> : null}
    </>
  );
}
