import { EMOTIONS } from '@contracts/headlines.contract';
import { Spinner } from '@/components/ui/spinner';
import { useHeadlineEmotions } from '../api/analyze-headline-emotions';
import { dominantEmotions } from '../utils/word-emotion-summary';
import { HeatmapWord } from './heatmap-word';
import { ResultCard } from './result-card';

type EmotionHeatmapCardProps = { headline: string };

/** Headline Emotion Heatmap: the shaded words, the top 3 dominant emotions and the legend. */
export function EmotionHeatmapCard({ headline }: EmotionHeatmapCardProps) {
  const { emotions, isLoading } = useHeadlineEmotions(headline);
  return (
    <ResultCard title="Headline Emotion Heatmap" className="md:col-span-2">
      {isLoading || !emotions ? (
        <Spinner label="Analyzing emotions..." />
      ) : (
        <>
          {emotions.failure ? (
            <p role="status" className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-800">
              {emotions.failure}. Showing an estimate from keywords instead.
            </p>
          ) : null}
          <p className="flex flex-wrap gap-2" aria-label="Words coloured by their strongest emotion">
            {emotions.words.map((word) => (
              <HeatmapWord key={word.index} word={word} />
            ))}
          </p>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <div>
              <h3 className="mb-2 text-sm font-semibold text-slate-800">Dominant Emotions</h3>
              <ol className="space-y-2">
                {dominantEmotions(emotions.words).map((emotion) => (
                  <li key={emotion.name} className="text-sm">
                    <div className="mb-1 flex justify-between">
                      <span className="font-medium text-slate-700">{emotion.name}</span>
                      <span className="text-slate-600">{emotion.percent}%</span>
                    </div>
                    <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
                      <div className="h-full rounded-full" style={{ width: `${emotion.percent}%`, backgroundColor: emotion.color }} />
                    </div>
                  </li>
                ))}
              </ol>
            </div>
            <div>
              <h3 className="mb-2 text-sm font-semibold text-slate-800">Legend</h3>
              <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-700">
                {EMOTIONS.map((emotion) => (
                  <li key={emotion.name} className="flex items-center gap-2">
                    <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: emotion.color }} />
                    {emotion.name}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </>
      )}
    </ResultCard>
  );
}
