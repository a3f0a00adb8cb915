import { CAMPAIGN_DRAFT_FORMATS, type CampaignDraftFormat, type CampaignIdea } from '@contracts/campaigns.contract';
import type { CalendarEvent } from '@contracts/events.contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { isCampaignsKey } from '@/features/campaigns/api/get-campaigns';
import { toast } from '@/lib/toast';
import { createEventCampaign } from '../api/create-event-campaign';
import { prefillCampaignForm, toCampaignDraft } from '../utils/campaign-draft-form';
import { INPUT_CLASSES } from '@/components/ui/input-classes';
import { EditableTextList } from './editable-text-list';

const FORMAT_OPTIONS = CAMPAIGN_DRAFT_FORMATS.map((format) => ({ value: format, label: format }));

type CreateCampaignDialogProps = {
  event: CalendarEvent;
  onClose: () => void;
  /** Called with the stored idea; the parent closes the dialog, clears the selection and shows the idea. */
  onCreated: (campaign: CampaignIdea) => void;
};

/**
 * Create Campaign from Event, prefilled from the event. Mounted per selected event (keyed by its
 * id), so closing and opening it again starts from a fresh prefill.
 */
export function CreateCampaignDialog({ event, onClose, onCreated }: CreateCampaignDialogProps) {
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState(() => prefillCampaignForm(event));
  const [creating, setCreating] = useState(false);

  const handleSubmit = async () => {
    const draft = toCampaignDraft(form);
    if (!draft) {
      toast({ title: 'Validation Error', description: 'Please add at least one headline.', variant: 'destructive' });
      return;
    }
    setCreating(true);
    let campaign: CampaignIdea;
    try {
      campaign = await createEventCampaign(event.id, draft);
    } catch {
      setCreating(false);
      toast({ title: 'Error', description: 'Failed to create campaign. Please try again.', variant: 'destructive' });
      return;
    }
    setCreating(false);
    void mutate(isCampaignsKey);
    toast({ title: 'Campaign Created', description: 'Your campaign idea has been created successfully.' });
    onCreated(campaign);
  };

  return (
    <Modal open onClose={onClose} title="Create Campaign from Event" wide>
      <form
        className="space-y-4"
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          void handleSubmit();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="campaign-title" className="text-sm font-medium text-slate-700">
            Campaign Title
          </label>
          <input
            id="campaign-title"
            value={form.title}
            onChange={(changeEvent) => setForm({ ...form, title: changeEvent.target.value })}
            required
            maxLength={300}
            className={INPUT_CLASSES}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="campaign-description" className="text-sm font-medium text-slate-700">
            Campaign Description
          </label>
          <textarea
            id="campaign-description"
            value={form.description}
            onChange={(changeEvent) => setForm({ ...form, description: changeEvent.target.value })}
            required
            maxLength={5000}
            rows={4}
            className={INPUT_CLASSES}
          />
        </div>
        <SelectField
          id="campaign-format"
          label="Campaign Format"
          value={form.format}
          options={FORMAT_OPTIONS}
          onChange={(value) => setForm({ ...form, format: value as CampaignDraftFormat })}
        />
        <EditableTextList
          id="campaign-headline"
          legend="Potential Headlines"
          itemLabel="Headline"
          addLabel="Add Headline"
          placeholder="Enter a headline"
          maxLength={300}
          items={form.headlines}
          onChange={(headlines) => setForm({ ...form, headlines })}
        />
        <EditableTextList
          id="campaign-publication"
          legend="Target Publications"
          itemLabel="Publication"
          addLabel="Add Publication"
          placeholder="Enter a publication"
          maxLength={200}
          items={form.publications}
          onChange={(publications) => setForm({ ...form, publications })}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={creating}>
            {creating ? 'Creating...' : 'Create Campaign'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
