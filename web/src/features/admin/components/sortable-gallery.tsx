import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { GalleryItem } from '../lib/gallery-items';
import { AdminImage } from './admin-image';

/**
 * Gallery pictures in order. The handle reorders them by dragging, or from the keyboard: focus
 * it, Space to pick up, arrow keys to move, Space to drop (Escape puts the picture back).
 */
export function SortableGallery({
  items,
  onReorder,
  onRemove,
  disabled = false,
}: {
  items: readonly GalleryItem[];
  onReorder: (items: GalleryItem[]) => void;
  onRemove: (item: GalleryItem) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove([...items], from, to));
  }

  const positionOf = (id: string | number) => items.findIndex((item) => item.id === id) + 1;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: t`To reorder, press Space to pick up the picture, use the arrow keys to move it, then Space to drop it or Escape to cancel.`,
        },
        announcements: {
          onDragStart: ({ active }) => {
            const picture = positionOf(active.id);
            return t`Picked up picture ${picture}.`;
          },
          onDragOver: ({ active, over }) => {
            const picture = positionOf(active.id);
            if (!over) return t`Picture ${picture} is no longer over a position.`;
            const target = positionOf(over.id);
            return t`Picture ${picture} is over position ${target}.`;
          },
          onDragEnd: ({ active, over }) => {
            const picture = positionOf(active.id);
            if (!over) return t`Picture ${picture} dropped.`;
            const target = positionOf(over.id);
            return t`Picture moved to position ${target}.`;
          },
          onDragCancel: ({ active }) => {
            const picture = positionOf(active.id);
            return t`Moving picture ${picture} cancelled.`;
          },
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={rectSortingStrategy}>
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {items.map((item, index) => (
            <SortableTile
              key={item.id}
              item={item}
              position={index + 1}
              disabled={disabled}
              onRemove={() => onRemove(item)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableTile({
  item,
  position,
  disabled,
  onRemove,
}: {
  item: GalleryItem;
  position: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'overflow-hidden rounded-lg border border-stone-200 bg-white',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-emerald-600',
      )}
    >
      <div className="relative aspect-video bg-stone-100">
        <AdminImage src={item.url} alt={t`Gallery picture ${position}`} />
        <span className="absolute top-1.5 left-1.5 rounded bg-stone-900/75 px-1.5 text-xs font-semibold text-white">
          {position}
        </span>
        {item.isOverride && (
          <Badge className="absolute top-1.5 right-1.5 bg-amber-100 text-amber-900">
            <Trans>Override</Trans>
          </Badge>
        )}
      </div>
      <div className="flex items-center gap-1 p-1.5">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          disabled={disabled}
          aria-label={t`Reorder picture ${position}`}
          className="flex size-9 cursor-grab touch-none items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-700 active:cursor-grabbing disabled:opacity-50"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <span className="min-w-0 flex-1 truncate text-xs text-stone-600" title={item.filename}>
          {item.filename}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-red-700 hover:bg-red-50 hover:text-red-800"
          disabled={disabled}
          aria-label={t`Delete picture ${position}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
