import { cn } from '../../../lib/cn';
import { getLetterTileColor, getTileLetter } from '../../../lib/letter-tile-color';

/** Stands in for a missing or broken picture: the place's first letter on its own colour. */
export function LetterTile({ place, className }: { place: string[]; className?: string }) {
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
      <span className="text-6xl font-bold text-white select-none">{letter}</span>
    </div>
  );
}
