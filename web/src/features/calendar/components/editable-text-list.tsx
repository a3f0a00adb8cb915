import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type TextItem, withNewItem } from '../utils/campaign-draft-form';
import { INPUT_CLASSES } from '@/components/ui/input-classes';

type EditableTextListProps = {
  /** Prefix of the inputs' ids. */
  id: string;
  legend: string;
  /** Names one line for screen readers: "Headline 2", "Remove headline 2". */
  itemLabel: string;
  addLabel: string;
  placeholder: string;
  /** The server's limit for one line. */
  maxLength: number;
  items: TextItem[];
  onChange: (items: TextItem[]) => void;
};

/** A list of one-line texts with an add button and a remove button per line. */
export function EditableTextList({ id, legend, itemLabel, addLabel, placeholder, maxLength, items, onChange }: EditableTextListProps) {
  const handleTextChange = (itemId: number, text: string) => onChange(items.map((item) => (item.id === itemId ? { ...item, text } : item)));
  const handleRemove = (itemId: number) => onChange(items.filter((item) => item.id !== itemId));

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      {items.map((item, index) => {
        const inputId = `${id}-${item.id}`;
        return (
          <div key={item.id} className="flex items-center gap-2">
            <label htmlFor={inputId} className="sr-only">
              {itemLabel} {index + 1}
            </label>
            <input
              id={inputId}
              value={item.text}
              onChange={(event) => handleTextChange(item.id, event.target.value)}
              placeholder={placeholder}
              maxLength={maxLength}
              className={INPUT_CLASSES}
            />
            <Button
              variant="ghost"
              ariaLabel={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
              onClick={() => handleRemove(item.id)}
              className="px-2"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        );
      })}
      <Button variant="secondary" onClick={() => onChange(withNewItem(items))}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {addLabel}
      </Button>
    </fieldset>
  );
}
