// An admin list staff put in order by dragging (or with the keyboard); the new order is saved at once.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { HttpError } from '../../lib/http';
import { FormAlert } from '../form';
import { toast } from '../Toast';
import { SortableList } from './SortableList';

/** Quiet time after the last move before the order is saved. */
const SAVE_AFTER_MS = 700;

export function OrderedList<T extends { id: number }>({
  items,
  saveOrder,
  label,
  getLabel,
  renderItem,
  empty,
}: {
  items: T[];
  /** Saves the order (the ids, in it). */
  saveOrder: (ids: number[]) => Promise<unknown>;
  label: string;
  getLabel: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  empty: ReactNode;
}) {
  const [list, setList] = useState(items);
  const [error, setError] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const saved = useRef(items);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    setList(items);
    saved.current = items;
  }, [items]);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Moves show at once; the order is saved once they stop (several arrow presses are one save). */
  function reorder(next: T[]) {
    setList(next);
    setError(null);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(next), SAVE_AFTER_MS);
  }

  async function save(next: T[]) {
    try {
      await saveOrder(next.map((i) => i.id));
      saved.current = next;
      toast('The new order has been saved.');
      await revalidator.revalidate();
    } catch (e) {
      setList(saved.current);
      setError(e instanceof HttpError ? (e.body?.message ?? 'The order could not be saved.') : 'The order could not be saved.');
    }
  }

  if (!list.length) return <p className="muted">{empty}</p>;
  return (
    <>
      <FormAlert message={error} />
      <SortableList items={list} getKey={(i) => i.id} getLabel={getLabel} label={label} onReorder={reorder} renderItem={(item) => renderItem(item)} />
    </>
  );
}
