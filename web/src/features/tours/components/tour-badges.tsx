import '../messages';
import { Trans } from '@lingui/react/macro';
import { formatOneDecimal } from '@app/domain/locale-format';
import type { TourCategory, TourDifficulty, TourTransport } from '@app/domain/constants';
import { Bike, Bus, Footprints, Star, TrainFront, type LucideIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatCategory, formatDifficulty, formatTransport } from '../lib/tour-labels';
import { useLocale } from '../../../i18n/use-locale';

const difficultyClasses: Record<TourDifficulty, string> = {
  easy: '!bg-green-100 !text-green-800',
  moderate: '!bg-amber-100 !text-amber-900',
  challenging: '!bg-red-100 !text-red-800',
};

export function CategoryBadge({
  category,
  className,
}: {
  category: TourCategory;
  className?: string;
}) {
  return (
    <Badge className={cn('!bg-emerald-700 !text-white ring-1 ring-white/60', className)}>
      {formatCategory(category)}
    </Badge>
  );
}

export function DifficultyBadge({ difficulty }: { difficulty: TourDifficulty }) {
  return <Badge className={difficultyClasses[difficulty]}>{formatDifficulty(difficulty)}</Badge>;
}

const transportIcons: Record<TourTransport, LucideIcon> = {
  train: TrainFront,
  bus: Bus,
  bike: Bike,
  walk: Footprints,
};

export function TransportBadge({ transport }: { transport: TourTransport }) {
  const Icon = transportIcons[transport];
  return (
    <Badge className="!bg-sky-100 !text-sky-900">
      <Icon aria-hidden="true" className="size-3" />
      {formatTransport(transport)}
    </Badge>
  );
}

export function RatingBadge({ rating, className }: { rating: number; className?: string }) {
  const value = formatOneDecimal(rating, useLocale());
  return (
    <Badge className={className}>
      <Star aria-hidden="true" className="size-3 fill-amber-400 text-amber-500" />
      <Trans>
        <span className="sr-only">Rated </span>
        {value}
        <span className="sr-only"> out of 5</span>
      </Trans>
    </Badge>
  );
}
