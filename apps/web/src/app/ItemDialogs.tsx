// What an administration list has open over it: the form of a new or changed item, or the confirmation of a
// deletion, one at a time.
import { type ComponentProps, type ReactNode, useState } from 'react';
import type { EditOrDelete } from '../ui/ItemActions';
import { ConfirmDelete } from './ConfirmDelete';

export type Editing<T> = { kind: 'form'; item: T | null } | { kind: 'delete'; item: T } | null;

export function useEditing<T>() {
  const [editing, setEditing] = useState<Editing<T>>(null);
  return {
    editing,
    create: () => setEditing({ kind: 'form', item: null }),
    open: (item: T, action: EditOrDelete) =>
      setEditing(action === 'edit' ? { kind: 'form', item } : { kind: 'delete', item }),
    close: () => setEditing(null),
  };
}

export function ItemDialogs<T extends { id: string }>({
  editing,
  onClose,
  form,
  deletion,
}: {
  editing: Editing<T>;
  onClose: () => void;
  /** The form of the item, or of a new one (null). */
  form: (item: T | null) => ReactNode;
  /** The question asked before deleting an item, and the change that deletes it. */
  deletion: {
    title: string;
    message: (item: T) => string;
    change: ComponentProps<typeof ConfirmDelete>['change'];
  };
}) {
  if (editing?.kind === 'form') return form(editing.item);
  if (editing?.kind !== 'delete') return null;
  return (
    <ConfirmDelete
      title={deletion.title}
      message={deletion.message(editing.item)}
      id={editing.item.id}
      change={deletion.change}
      onClose={onClose}
    />
  );
}
