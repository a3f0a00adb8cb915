import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { addMediaListMember } from '@/features/media-lists/api/add-media-list-member';
import { isMediaListsKey, useMediaLists } from '@/features/media-lists/api/get-media-lists';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type AddToMediaListProps = { journalistId: number; journalistName: string };

/** Adds the journalist to one of the team's media lists. */
export function AddToMediaList({ journalistId, journalistName }: AddToMediaListProps) {
  const { mutate } = useSWRConfig();
  const { lists } = useMediaLists();
  const [chosen, setChosen] = useState('');
  const [adding, setAdding] = useState(false);
  const listId = chosen || (lists?.[0] ? String(lists[0].id) : '');

  const handleAdd = async () => {
    const list = lists?.find((entry) => String(entry.id) === listId);
    if (!list) return;
    setAdding(true);
    try {
      await addMediaListMember(list.id, { journalistId });
      await mutate(isMediaListsKey);
      toast({ title: 'Added to media list', description: `${journalistName} is on "${list.name}".` });
    } catch (error) {
      toast({ title: 'Not added', description: errorMessage(error, 'The journalist could not be added.'), variant: 'destructive' });
    } finally {
      setAdding(false);
    }
  };

  return (
    <section className="space-y-2 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">Add to media list</h3>
      {lists && lists.length === 0 ? (
        <p className="text-slate-600">
          No media lists yet.{' '}
          <Link to="/media-lists" className="text-indigo-700 hover:underline">
            Create one under Media Lists
          </Link>
          .
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            id="add-to-list"
            label="Media list"
            value={listId}
            options={(lists ?? []).map((list) => ({ value: String(list.id), label: list.name }))}
            onChange={setChosen}
          />
          <Button variant="secondary" onClick={() => void handleAdd()} disabled={adding || !listId}>
            {adding ? 'Adding...' : 'Add to list'}
          </Button>
        </div>
      )}
    </section>
  );
}
