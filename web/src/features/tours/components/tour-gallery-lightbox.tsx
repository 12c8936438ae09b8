import { Dialog } from 'radix-ui';
import { Lightbox } from '../../../components/ui/lightbox';

/** The gallery's full-screen lightbox; `onClosed` puts the focus back where it came from. */
export function TourGalleryLightbox({
  isOpen,
  onOpenChange,
  images,
  index,
  onIndexChange,
  title,
  onClosed,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  title: string;
  onClosed: () => void;
}) {
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
