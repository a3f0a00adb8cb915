import { PageHeader } from '@/components/page-header';
import { BriefForm } from '@/features/brief/components/brief-form';
import { IdeasList } from '@/features/brief/components/ideas-list';
import { useBriefIdeas } from '@/features/brief/hooks/use-brief-ideas';
import { useCurrentClient } from '@/features/clients/hooks/use-current-client';
import { SCREEN_HEADINGS } from '@/app/screen-headings';

export function Component() {
  const { ideas, brandName, generating, generate } = useBriefIdeas();
  // Issue 27: with a client chosen, the ideas are written for them (and the brief can be filled from them).
  const { client } = useCurrentClient();
  return (
    <>
      <PageHeader {...SCREEN_HEADINGS['/idea-forge']} />
      <BriefForm client={client} generating={generating} onGenerate={(brief) => generate(brief, client?.id ?? null)} />
      {ideas.length > 0 ? <IdeasList ideas={ideas} brandName={brandName} /> : null}
    </>
  );
}
