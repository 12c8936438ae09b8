import { cn } from '../../lib/cn';
import { getLetterTileColor, getTileLetter } from '../../lib/letter-tile-color';

/** Stands in for a missing or broken picture: the place's first letter on its own colour. */
export function LetterTile({
  place,
  size = 'lg',
  className,
}: {
  place: string[];
  size?: 'md' | 'lg';
  className?: string;
}) {
  const letter = getTileLetter(...place);
  return (
    <div
      aria-hidden="true"
      data-testid="letter-tile"
      className={cn(
        'flex h-full w-full items-center justify-center',
        getLetterTileColor(letter),
        className,
      )}
    >
      <span
        className={cn('font-bold text-white select-none', size === 'lg' ? 'text-6xl' : 'text-4xl')}
      >
        {letter}
      </span>
    </div>
  );
}
