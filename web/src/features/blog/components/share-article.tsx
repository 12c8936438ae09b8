import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link2, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { copyText } from '../../../lib/copy-text';
import type { Article } from '../content/articles';
import { articleUrl } from '../lib/article-path';

/** "Copy link", and "Share" where the device has a share sheet. */
export function ShareArticle({ article }: { article: Article }) {
  const { t } = useLingui();
  const url = articleUrl(window.location.origin, article.slug);
  const canShare = typeof navigator.share === 'function';

  async function handleCopy() {
    if (await copyText(url)) {
      toast.success(t`Link copied to clipboard`);
    } else {
      toast.error(t`Could not copy the link`, { description: url });
    }
  }

  async function handleShare() {
    try {
      await navigator.share({ title: article.title, text: article.excerpt, url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await handleCopy();
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => void handleCopy()}>
        <Link2 aria-hidden="true" />
        <Trans>Copy link</Trans>
      </Button>
      {canShare && (
        <Button variant="outline" size="sm" onClick={() => void handleShare()}>
          <Share2 aria-hidden="true" />
          <Trans>Share</Trans>
        </Button>
      )}
    </div>
  );
}
