import { useState } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { cn } from '../../../lib/cn';
import type { Article } from '../content/articles';
import { articleCategoryStyles } from './article-category-style';

function coverUrl(tourSlug: string): string {
  return `/storage/v1/object/public/tours/${tourSlug}/cover.jpg`;
}

/**
 * The article's picture over a gradient tile with the category's icon; the tile stays visible
 * while the picture loads and when it fails.
 */
export function ArticleCover({
  article,
  sizes,
  priority = false,
  className,
}: {
  article: Article;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const [isBroken, setIsBroken] = useState(false);
  const { icon: Icon, tile } = articleCategoryStyles[article.category];
  return (
    <div
      className={cn(
        'relative aspect-video overflow-hidden bg-gradient-to-br',
        tile,
        'flex items-center justify-center',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-12 text-white/80" strokeWidth={1.5} />
      {!isBroken && (
        <ResponsiveImage
          src={coverUrl(article.coverTourSlug)}
          sizes={sizes}
          priority={priority}
          onError={() => setIsBroken(true)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
    </div>
  );
}
