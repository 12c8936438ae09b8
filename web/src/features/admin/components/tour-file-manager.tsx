import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { GALLERY_MAX_IMAGES } from '@app/domain/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { listTourFiles, removeTourFile, type StoredFile } from '../api/tour-storage';
import { getGalleryItems, toGalleryOverride } from '../lib/gallery-items';
import { AdminImage } from './admin-image';
import { SortableGallery } from './sortable-gallery';
import { tourFileKeys } from '../../../lib/tour-file-keys';

/** `value`, once it has stopped changing for `delay` ms (the title is typed a key at a time). */
function useSettledValue<T>(value: T, delay = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Stored URLs may carry ?v= (a replaced picture at a fixed path): compare without it. */
const samePicture = (a: string, b: string) => a.split('?')[0] === b.split('?')[0];

/**
 * The files in the tour's storage folder: any can become the cover override or join the gallery
 * override; the overrides themselves can be reordered, removed or cleared.
 */
export function TourFileManager({
  slug,
  overrideUrl,
  galleryOverride,
  onOverrideUrlChange,
  onGalleryOverrideChange,
  onFileDeleted,
}: {
  slug: string;
  overrideUrl: string;
  galleryOverride: string[];
  onOverrideUrlChange: (url: string) => void;
  onGalleryOverrideChange: (urls: string[]) => void;
  onFileDeleted: (url: string) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const settledSlug = useSettledValue(slug);
  const [deletingPath, setDeletingPath] = useState<string | null>(null);
  const files = useQuery({
    queryKey: tourFileKeys.forSlug(settledSlug),
    queryFn: () => listTourFiles(settledSlug),
    retry: false,
  });

  async function handleDelete(file: StoredFile) {
    setDeletingPath(file.path);
    try {
      await removeTourFile(file.path);
      toast.success(t`File deleted successfully`);
      onFileDeleted(file.url);
      await queryClient.invalidateQueries({ queryKey: tourFileKeys.forSlug(settledSlug) });
    } catch (error) {
      toast.error(errorText(error, t`Failed to delete file`));
    } finally {
      setDeletingPath(null);
    }
  }

  function handleClearOverrides() {
    onOverrideUrlChange('');
    onGalleryOverrideChange([]);
    toast.success(t`Image overrides cleared`);
  }

  const hasOverrides = overrideUrl.trim() !== '' || galleryOverride.length > 0;
  const isGalleryFull = galleryOverride.length >= GALLERY_MAX_IMAGES;
  const overrideCount = galleryOverride.length;
  const maxImages = GALLERY_MAX_IMAGES;

  return (
    <div className="space-y-5">
      <p className="text-sm text-stone-600">
        <Trans>
          Folder <code className="rounded bg-stone-100 px-1">tours/{slug}/</code>: the cover is{' '}
          <code className="rounded bg-stone-100 px-1">cover.jpg</code>, gallery pictures{' '}
          <code className="rounded bg-stone-100 px-1">gallery/1.jpg</code>,{' '}
          <code className="rounded bg-stone-100 px-1">gallery/2.jpg</code> and so on; overrides
          uploaded in the Images Manager are in{' '}
          <code className="rounded bg-stone-100 px-1">overrides/</code>.
        </Trans>
      </p>

      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="text-sm font-semibold text-stone-900">
            <Trans>Stored files</Trans>
          </h4>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void files.refetch()}
            disabled={files.isFetching}
          >
            <RefreshCw aria-hidden="true" /> <Trans>Refresh files</Trans>
          </Button>
        </div>
        <div className="mt-3" aria-busy={files.isPending}>
          {files.isPending ? (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Loading files`}>
              {[0, 1, 2].map((n) => (
                <li key={n}>
                  <Skeleton className="aspect-video w-full rounded-lg" />
                  <Skeleton className="mt-2 h-4 w-2/3" />
                </li>
              ))}
            </ul>
          ) : files.isError ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {errorText(files.error, t`Failed to list files`)}
            </p>
          ) : files.data.length === 0 ? (
            <p className="text-sm text-stone-600">
              <Trans>No files stored for this tour yet.</Trans>
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {files.data.map((file) => {
                const isCover = overrideUrl !== '' && samePicture(overrideUrl, file.url);
                const inGallery = galleryOverride.some((url) => samePicture(url, file.url));
                const filePath = file.path;
                return (
                  <li
                    key={file.path}
                    className="overflow-hidden rounded-lg border border-stone-200"
                  >
                    <div className="relative aspect-video bg-stone-100">
                      <AdminImage src={file.url} alt={file.path} />
                      <div className="absolute top-1.5 left-1.5 flex gap-1">
                        {isCover && (
                          <Badge className="bg-amber-100 text-amber-900">
                            <Trans>Cover Override</Trans>
                          </Badge>
                        )}
                        {inGallery && (
                          <Badge className="bg-sky-100 text-sky-900">
                            <Trans>In gallery override</Trans>
                          </Badge>
                        )}
                      </div>
                    </div>
                    <div className="space-y-2 p-2">
                      <p className="truncate text-xs text-stone-700" title={file.path}>
                        {file.path}
                      </p>
                      <div className="flex flex-wrap gap-1.5">
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={isCover}
                          onClick={() => onOverrideUrlChange(file.url)}
                        >
                          <Trans>Use as cover</Trans>
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={inGallery || isGalleryFull}
                          onClick={() => onGalleryOverrideChange([...galleryOverride, file.url])}
                        >
                          <Trans>Add to gallery</Trans>
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-red-700 hover:bg-red-50 hover:text-red-800"
                          disabled={deletingPath === file.path}
                          aria-label={t`Delete ${filePath}`}
                          onClick={() => void handleDelete(file)}
                        >
                          <Trash2 aria-hidden="true" /> <Trans>Delete</Trans>
                        </Button>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>

      <div>
        <h4 className="text-sm font-semibold text-stone-900">
          <Trans>
            Gallery override ({overrideCount} of {maxImages})
          </Trans>
        </h4>
        <p className="mt-1 text-sm text-stone-600">
          <Trans>When set, these pictures are shown instead of the gallery above.</Trans>
        </p>
        <div className="mt-3">
          {galleryOverride.length > 0 ? (
            <SortableGallery
              items={getGalleryItems({ gallery: [], gallery_override: galleryOverride })}
              onReorder={(items) => onGalleryOverrideChange(toGalleryOverride(items))}
              onRemove={(item) =>
                onGalleryOverrideChange(galleryOverride.filter((url) => url !== item.url))
              }
            />
          ) : (
            <p className="text-sm text-stone-600">
              <Trans>No gallery override.</Trans>
            </p>
          )}
        </div>
      </div>

      <div className="flex flex-wrap gap-2">
        {overrideUrl.trim() !== '' && (
          <Button variant="outline" onClick={() => onOverrideUrlChange('')}>
            <Trans>Remove Override</Trans>
          </Button>
        )}
        <Button variant="outline" disabled={!hasOverrides} onClick={handleClearOverrides}>
          <Trans>Clear All Overrides</Trans>
        </Button>
      </div>
    </div>
  );
}
