// A list staff put in order: drag a row by its handle (HTML5 drag and drop, with a drop line), or use the keyboard
// on the handle (arrow keys, Home, End), or the compact Move up / Move down buttons. Each move is announced in a
// polite live region. The component is controlled: it calls onReorder with the new array and the caller saves it.
import { type DragEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

type Key = string | number;
type Control = 'handle' | 'up' | 'down';

interface DropTarget {
  index: number;
  place: 'before' | 'after';
}

function Glyph({ d, filled = false }: { d: string; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

const GRIP = 'M9 4.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3m6 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3M9 10.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3m6 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3M9 16.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3m6 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3';

/** `items` with the entry at `from` moved to `to` (both indexes in the original array). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = items.slice();
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

export function SortableList<T>({
  items,
  getKey,
  getLabel,
  onReorder,
  renderItem,
  label,
  className,
}: {
  items: readonly T[];
  getKey: (item: T) => Key;
  /** The item's name in the controls' accessible names and the announcements, e.g. a title. */
  getLabel: (item: T) => string;
  onReorder: (items: T[]) => void;
  renderItem: (item: T, index: number) => ReactNode;
  /** The list's accessible name, e.g. "Services, in display order". */
  label: string;
  className?: string;
}) {
  const id = useId();
  const helpId = `${id}-help`;
  const listRef = useRef<HTMLOListElement>(null);
  /** The dragged row's key: a ref for the drag events at once, state for the styling a frame later. */
  const draggingRef = useRef<Key | null>(null);
  const [dragging, setDragging] = useState<Key | null>(null);
  const [target, setTarget] = useState<DropTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The control to focus once the reordered items come back: the one used, unless it is now disabled. */
  const pendingFocus = useRef<{ key: Key; control: Control } | null>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    const list = listRef.current;
    if (!pending || !list) return;
    pendingFocus.current = null;
    const row = Array.from(list.children).find((li) => li instanceof HTMLElement && li.dataset.key === String(pending.key));
    if (!row) return;
    const wanted = row.querySelector<HTMLButtonElement>(`[data-control="${pending.control}"]`);
    const button = wanted && !wanted.disabled ? wanted : row.querySelector<HTMLButtonElement>('[data-control="handle"]');
    if (button && document.activeElement !== button) button.focus();
  }, [items]);

  function move(from: number, to: number, control: Control | null) {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || to === from) return;
    const next = moveItem(items, from, to);
    if (control) pendingFocus.current = { key: getKey(item), control };
    // A trailing no-break space makes a repeat of the same sentence still count as a change for screen readers.
    setAnnouncement((previous) => {
      const text = `Moved ${getLabel(item)} to position ${to + 1} of ${items.length}.`;
      return previous === text ? `${text}\u00a0` : text;
    });
    onReorder(next);
  }

  function onHandleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const targets: Record<string, number> = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: items.length - 1 };
    const to = targets[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, 'handle');
  }

  const draggingIndex = () => (draggingRef.current === null ? -1 : items.findIndex((item) => getKey(item) === draggingRef.current));

  function onDragStart(event: DragEvent<HTMLButtonElement>, item: T) {
    const row = event.currentTarget.closest('li');
    event.dataTransfer.effectAllowed = 'move';
    // Firefox starts a drag only with some data. Drops of anything not dragged from this list are ignored.
    event.dataTransfer.setData('text/plain', getLabel(item));
    if (row) {
      const box = row.getBoundingClientRect();
      event.dataTransfer.setDragImage(row, event.clientX - box.left, event.clientY - box.top);
    }
    const key = getKey(item);
    draggingRef.current = key;
    // Restyling the row during dragstart would show in (or in Chrome, cancel) the drag image: wait a task.
    setTimeout(() => {
      if (draggingRef.current === key) setDragging(key);
    });
  }

  function placeFor(event: DragEvent<HTMLElement>, index: number): DropTarget {
    const box = event.currentTarget.getBoundingClientRect();
    return { index, place: event.clientY < box.top + box.height / 2 ? 'before' : 'after' };
  }

  /** dragenter and dragover: accept the drop and place the line above or below the row under the pointer. */
  function onDragOver(event: DragEvent<HTMLLIElement>, index: number) {
    if (draggingIndex() < 0) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const next = placeFor(event, index);
    setTarget((current) => (current && current.index === next.index && current.place === next.place ? current : next));
  }

  function onDrop(event: DragEvent<HTMLLIElement>, index: number) {
    const from = draggingIndex();
    if (from < 0) return;
    event.preventDefault();
    const { place } = placeFor(event, index);
    let to = place === 'before' ? index : index + 1;
    if (from < to) to -= 1;
    move(from, to, null);
    onDragEnd();
  }

  function onDragEnd() {
    draggingRef.current = null;
    setDragging(null);
    setTarget(null);
  }

  /** The drop line only where dropping would change the order. */
  const draggedAt = dragging === null ? -1 : items.findIndex((item) => getKey(item) === dragging);
  const showsLine = (index: number, place: 'before' | 'after') => {
    if (!target || target.index !== index || target.place !== place || draggedAt < 0) return false;
    const to = place === 'before' ? index : index + 1;
    return to !== draggedAt && to !== draggedAt + 1;
  };

  return (
    <div className={className ? `sortable ${className}` : 'sortable'}>
      <p id={helpId} className="visually-hidden">
        Press the up or down arrow key to move the item, Home or End to move it to the start or the end. Or drag it with the mouse.
      </p>
      <ol
        ref={listRef}
        className={dragging !== null ? 'sortable-list is-dragging' : 'sortable-list'}
        aria-label={label}
        onDragLeave={(event) => {
          // Out of the list altogether (Safari gives no relatedTarget: dragend clears the line there).
          const to = event.relatedTarget;
          if (to instanceof Node && !event.currentTarget.contains(to)) setTarget(null);
        }}
      >
        {items.map((item, index) => {
          const key = getKey(item);
          const name = getLabel(item);
          const classes = ['sortable-item'];
          if (key === dragging) classes.push('is-dragged');
          if (showsLine(index, 'before')) classes.push('drop-before');
          if (showsLine(index, 'after')) classes.push('drop-after');
          return (
            <li
              key={key}
              data-key={String(key)}
              className={classes.join(' ')}
              onDragEnter={(event) => onDragOver(event, index)}
              onDragOver={(event) => onDragOver(event, index)}
              onDrop={(event) => onDrop(event, index)}
            >
              <button
                type="button"
                className="sortable-handle"
                data-control="handle"
                draggable
                aria-label={`Move “${name}”`}
                aria-describedby={helpId}
                data-tooltip="Drag to reorder, or use the arrow keys"
                onKeyDown={(event) => onHandleKeyDown(event, index)}
                onDragStart={(event) => onDragStart(event, item)}
                onDragEnd={onDragEnd}
              >
                <Glyph d={GRIP} filled />
              </button>
              <div className="sortable-content">{renderItem(item, index)}</div>
              <div className="sortable-moves">
                <button
                  type="button"
                  className="sortable-move"
                  data-control="up"
                  aria-label={`Move “${name}” up`}
                  data-tooltip="Move up"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  <Glyph d="m6 15 6-6 6 6" />
                </button>
                <button
                  type="button"
                  className="sortable-move"
                  data-control="down"
                  aria-label={`Move “${name}” down`}
                  data-tooltip="Move down"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  <Glyph d="m6 9 6 6 6-6" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
