import { TourImage } from './tour-image';

/** The tour's pictures as a grid of thumbnails. */
export function TourGallery({ title, images }: { title: string; images: readonly string[] }) {
  if (images.length === 0) return null;
  return (
    <ul aria-label="Gallery" className="grid grid-cols-3 gap-2 lg:grid-cols-5">
      {images.map((src, index) => (
        <li key={src} className="relative aspect-video overflow-hidden rounded-lg bg-stone-200">
          <TourImage
            src={src}
            title={title}
            alt={`${title}, photo ${index + 1} of ${images.length}`}
            sizes="(min-width: 1152px) 220px, (min-width: 1024px) 19vw, 32vw"
            initialsClassName="text-xl"
            isCompact
          />
        </li>
      ))}
    </ul>
  );
}
