import { TourImage } from './tour-image';

/** The tour's pictures as a grid of thumbnails. */
export function TourGallery({ title, images }: { title: string; images: readonly string[] }) {
  if (images.length === 0) return null;
  return (
    <ul aria-label="Gallery" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
      {images.map((src, index) => (
        <li key={src} className="relative aspect-video overflow-hidden rounded-lg bg-stone-200">
          <TourImage
            src={src}
            title={title}
            alt={`${title}, photo ${index + 1} of ${images.length}`}
            sizes="(min-width: 1152px) 220px, (min-width: 1024px) 19vw, (min-width: 640px) 32vw, 50vw"
            initialsClassName="text-xl"
          />
        </li>
      ))}
    </ul>
  );
}
