import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import ReactCrop, {
  centerCrop,
  convertToPixelCrop,
  makeAspectCrop,
  type Crop,
  type PixelCrop,
} from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toaster';
import { errorText, TranslatedError } from '../../../lib/error-text';
import {
  CROP_ASPECT,
  CROP_JPEG_QUALITY,
  CROP_MIN_SIZE,
  CROP_PREVIEW_MAX,
  cropToCanvasSize,
  initialCropWidthPercent,
  isCropBigEnough,
} from '../lib/crop-settings';

/** Reads a picture as a data: URL (the Content-Security-Policy admits data: pictures, not blob:). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Draws the chosen part of the picture, at its full resolution, onto `canvas`. */
function drawCrop(
  image: HTMLImageElement,
  crop: PixelCrop,
  canvas: HTMLCanvasElement,
  maxSide?: number,
) {
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  const { width, height } = cropToCanvasSize(crop.width * scaleX, crop.height * scaleY, maxSide);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    crop.x * scaleX,
    crop.y * scaleY,
    crop.width * scaleX,
    crop.height * scaleY,
    0,
    0,
    width,
    height,
  );
}

/** `failure` is the sentence a picture the browser cannot encode rejects with. */
function canvasToJpeg(canvas: HTMLCanvasElement, failure: string): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new TranslatedError(failure))),
      'image/jpeg',
      CROP_JPEG_QUALITY,
    ),
  );
}

/**
 * The 16:9 crop step before an upload: the selection starts 90 % wide and centred, can be moved
 * and resized with the pointer or the arrow keys, and is never smaller than 100 by 100 pixels
 * of the picture (the widget refuses pictures too small for that before this step).
 */
export function ImageCropDialog({
  item,
  position,
  onCropped,
  onSkip,
  onCancel,
}: {
  /** The picture to crop, with an id unique to this pick; null closes the dialog. */
  item: { id: string; file: File } | null;
  /** '2 of 3' while several pictures wait. */
  position?: string;
  onCropped: (picture: Blob) => void;
  onSkip: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [isSaving, setIsSaving] = useState(false);
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onCancel()}
      canClose={!isSaving}
      title={position ? t`Crop image (${position})` : t`Crop image`}
      description={t`Drag the frame or move it with the arrow keys; the picture is saved in 16:9.`}
      className="max-w-3xl"
    >
      {item && (
        <CropWorkspace
          key={item.id}
          file={item.file}
          isSaving={isSaving}
          onSavingChange={setIsSaving}
          onCropped={onCropped}
          onSkip={onSkip}
          onCancel={onCancel}
        />
      )}
    </Dialog>
  );
}

function CropWorkspace({
  file,
  isSaving,
  onSavingChange,
  onCropped,
  onSkip,
  onCancel,
}: {
  file: File;
  isSaving: boolean;
  onSavingChange: (isSaving: boolean) => void;
  onCropped: (picture: Blob) => void;
  onSkip: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState<Crop>();
  const [completedCrop, setCompletedCrop] = useState<PixelCrop>();
  /** Screen pixels per picture pixel: the picture is shown scaled down to fit. */
  const [displayScale, setDisplayScale] = useState(1);
  const imageRef = useRef<HTMLImageElement>(null);
  const previewRef = useRef<HTMLCanvasElement>(null);
  const onSkipRef = useRef(onSkip);

  useEffect(() => {
    onSkipRef.current = onSkip;
  });

  useEffect(() => {
    let isCurrent = true;
    readAsDataUrl(file).then(
      (url) => {
        if (isCurrent) setSource(url);
      },
      () => {
        if (!isCurrent) return;
        const name = file.name;
        toast.error(t`${name} could not be read`);
        onSkipRef.current();
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [file, t]);

  useEffect(() => {
    if (imageRef.current && previewRef.current && completedCrop?.width && completedCrop.height) {
      drawCrop(imageRef.current, completedCrop, previewRef.current, CROP_PREVIEW_MAX);
    }
  }, [completedCrop]);

  function handleImageLoad(event: SyntheticEvent<HTMLImageElement>) {
    const { width, height, naturalWidth, naturalHeight } = event.currentTarget;
    setDisplayScale(naturalWidth > 0 ? width / naturalWidth : 1);
    const percent = initialCropWidthPercent(naturalWidth, naturalHeight);
    const initial = centerCrop(
      makeAspectCrop({ unit: '%', width: percent }, CROP_ASPECT, width, height),
      width,
      height,
    );
    setCrop(initial);
    setCompletedCrop(convertToPixelCrop(initial, width, height));
  }

  function handleImageError() {
    const name = file.name;
    toast.error(t`${name} is not a picture this browser can open`);
    onSkip();
  }

  async function handleApply() {
    const image = imageRef.current;
    if (!image || !completedCrop?.width || !completedCrop.height) return;
    onSavingChange(true);
    try {
      const canvas = document.createElement('canvas');
      drawCrop(image, completedCrop, canvas);
      const picture = await canvasToJpeg(canvas, t`The picture could not be encoded`);
      onSavingChange(false);
      onCropped(picture);
    } catch (error) {
      onSavingChange(false);
      toast.error(errorText(error, t`The picture could not be cropped`));
    }
  }

  const isTooSmall =
    completedCrop !== undefined &&
    !isCropBigEnough(completedCrop.width / displayScale, completedCrop.height / displayScale);
  const minSize = CROP_MIN_SIZE * displayScale;
  const fileName = file.name;

  return (
    <>
      <div className="mt-4 flex min-h-48 items-center justify-center rounded-md bg-stone-100">
        {source ? (
          <ReactCrop
            crop={crop}
            onChange={(_pixelCrop, percentCrop) => setCrop(percentCrop)}
            onComplete={(pixelCrop) => setCompletedCrop(pixelCrop)}
            aspect={CROP_ASPECT}
            minWidth={minSize}
            minHeight={minSize}
            keepSelection
            ariaLabels={{
              cropArea: t`Crop frame: move it with the arrow keys`,
              nwDragHandle: t`Resize from the top left corner`,
              nDragHandle: t`Resize from the top edge`,
              neDragHandle: t`Resize from the top right corner`,
              eDragHandle: t`Resize from the right edge`,
              seDragHandle: t`Resize from the bottom right corner`,
              sDragHandle: t`Resize from the bottom edge`,
              swDragHandle: t`Resize from the bottom left corner`,
              wDragHandle: t`Resize from the left edge`,
            }}
          >
            <img
              ref={imageRef}
              src={source}
              alt={t`Picture to crop: ${fileName}`}
              onLoad={handleImageLoad}
              onError={handleImageError}
              className="block max-h-[400px] w-auto max-w-full"
            />
          </ReactCrop>
        ) : (
          <p role="status" className="self-center text-sm text-stone-600">
            <Trans>Opening picture...</Trans>
          </p>
        )}
      </div>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full max-w-[300px]">
          <p className="text-sm font-medium text-stone-800">
            <Trans>Preview</Trans>
          </p>
          <canvas
            ref={previewRef}
            role="img"
            aria-label={t`Preview of the cropped picture`}
            className="mt-1 aspect-video w-full rounded border border-stone-200 bg-stone-50"
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onSkip} disabled={isSaving}>
            <Trans>Skip this picture</Trans>
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={isSaving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={() => void handleApply()}
            disabled={!completedCrop || isTooSmall || isSaving}
          >
            {isSaving ? t`Cropping...` : t`Crop & Upload`}
          </Button>
        </div>
      </div>
    </>
  );
}
