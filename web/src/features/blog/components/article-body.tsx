import '../messages';
import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import type { ArticleBlock } from '../content/article-body';

/** The body as headings (h2), paragraphs and lists, sized for reading. */
export function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <div className="space-y-5 text-lg leading-8 text-stone-800">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <h2
                key={index}
                className="pt-5 text-2xl leading-tight font-semibold text-stone-900 sm:text-[1.7rem]"
              >
                {block.text}
              </h2>
            );
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={index}
                start={block.start}
                className={cn(
                  'space-y-2 pl-6 marker:text-emerald-700',
                  block.ordered ? 'list-decimal' : 'list-disc',
                )}
              >
                {block.items.map((item) => (
                  <li key={item} className="pl-1">
                    {item}
                  </li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}

export function ArticleBodySkeleton() {
  return (
    <div aria-busy="true" className="space-y-8">
      <p role="status" className="sr-only">
        <Trans>Loading article...</Trans>
      </p>
      {[0, 1, 2].map((section) => (
        <div key={section} className="space-y-3">
          {section > 0 && <Skeleton className="h-7 w-1/2" />}
          {['w-full', 'w-11/12', 'w-full', 'w-2/3'].map((width, line) => (
            <Skeleton key={line} className={cn('h-5', width)} />
          ))}
        </div>
      ))}
    </div>
  );
}
