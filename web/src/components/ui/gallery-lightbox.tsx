import { Dialog } from 'radix-ui';
import { Lightbox } from './lightbox';

export interface GalleryLightboxProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  title: string;
  /** Called once the lightbox has closed, to put the focus back on the picture that opened it. */
  onClosed: () => void;
}

/** A gallery's full-screen lightbox in a dialog of its own, opened and closed by the gallery. */
export function GalleryLightbox({
  isOpen,
  onOpenChange,
  images,
  index,
  onIndexChange,
  title,
  onClosed,
}: GalleryLightboxProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Lightbox
        images={images}
        index={index}
        onIndexChange={onIndexChange}
        title={title}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      />
    </Dialog.Root>
  );
}
