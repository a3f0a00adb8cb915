import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { HeadlineDetails } from '@/features/themes/components/headline-details';
import { HeadlineList } from '@/features/themes/components/headline-list';
import { ThemePicker } from '@/features/themes/components/theme-picker';
import { ThemesEmptyState } from '@/features/themes/components/themes-empty-state';
import { useThemeHeadlines } from '@/features/themes/hooks/use-theme-headlines';
import { SCREEN_HEADINGS } from '@/app/screen-headings';

export function Component() {
  const flow = useThemeHeadlines();

  const results = () => {
    if (flow.selected) {
      return <HeadlineDetails headline={flow.selected} details={flow.details} loading={flow.detailsLoading} onBack={flow.back} />;
    }
    if (flow.generating) {
      return <Spinner label="Generating headlines..." />;
    }
    if (flow.headlines.length > 0) {
      return <HeadlineList headlines={flow.headlines} generatedBy={flow.headlinesBy} onSelect={flow.select} />;
    }
    return <ThemesEmptyState />;
  };

  return (
    <>
      <PageHeader {...SCREEN_HEADINGS['/campaign-ideas']} />
      <ThemePicker theme={flow.theme} generating={flow.generating} onThemeChange={flow.setTheme} onGenerate={flow.generate} />
      {results()}
    </>
  );
}
