import type { TrendingItem } from '@contracts/trending.contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

type NewCampaignDialogProps = {
  /** The stories the list's page shows; those the client avoids are not offered (the server refuses them). */
  stories: TrendingItem[];
  onClose: () => void;
  onPick: (story: TrendingItem) => void;
};

/** New Campaign (issue 29): pick one story in view; the campaign form then opens for it. */
export function NewCampaignDialog({ stories, onClose, onPick }: NewCampaignDialogProps) {
  const choices = stories.filter((story) => !story.excluded);
  const [pickedId, setPickedId] = useState<number | null>(choices[0]?.id ?? null);
  const picked = choices.find((story) => story.id === pickedId) ?? null;

  return (
    <Modal
      open
      onClose={onClose}
      title="New Campaign"
      description={choices.length > 0 ? 'Pick the story on this page the campaign idea starts from.' : undefined}
    >
      {choices.length > 0 ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (picked) onPick(picked);
          }}
        >
          <fieldset>
            <legend className="sr-only">Story</legend>
            <ul className="max-h-80 space-y-2 overflow-y-auto">
              {choices.map((story) => (
                <li key={story.id}>
                  <label className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 text-sm text-slate-800 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50">
                    <input
                      type="radio"
                      name="new-campaign-story"
                      value={story.id}
                      checked={story.id === pickedId}
                      onChange={() => setPickedId(story.id)}
                      className="mt-0.5"
                    />
                    <span>
                      {story.title}
                      <span className="block text-xs text-slate-500">PR Score {story.prScore}/100</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!picked}>
              Open Campaign Form
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="text-sm text-slate-600">Fetch content first: a campaign idea starts from a trending story.</p>
          <div className="mt-4 flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
