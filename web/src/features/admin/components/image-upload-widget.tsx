import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/error-text';
import { ACCEPTED_PICTURE_TYPES, checkPickedPictures } from '../lib/picture-checks';
import { createUniqueFileName } from '../lib/storage-paths';
import { ImageCropDialog } from './image-crop-dialog';

/**
 * Picks pictures (button or drop), crops each to 16:9 and hands the cropped JPEGs, named uniquely,
 * to `onUpload`. Files that are not JPG, PNG or WEBP pictures, or too small for the crop, are
 * left out before the crop step, and the widget says why under its button.
 */
export function ImageUploadWidget({
  label,
  multiple = false,
  maxFiles = 1,
  disabledReason,
  onUpload,
}: {
  label: string;
  multiple?: boolean;
  /** How many more pictures fit; extras beyond it are dropped. */
  maxFiles?: number;
  /** Why uploads are off (no slug yet, gallery full); shown in place of the hint. */
  disabledReason?: string | null;
  onUpload: (files: File[]) => Promise<void>;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<{ id: string; file: File }[]>([]);
  const [total, setTotal] = useState(0);
  const [cropped, setCropped] = useState<File[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const [isDragOver, setIsDragOver] = useState(false);
  const [isChecking, setIsChecking] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const problemsId = useId();
  const isDisabled = Boolean(disabledReason) || isUploading || isChecking || maxFiles <= 0;

  async function handleFiles(files: readonly File[]) {
    if (isDisabled) return;
    if (files.length === 0) {
      toast.error(t`Please select at least one file to upload`);
      return;
    }
    setIsChecking(true);
    const { accepted: pictures, problems: found } = await checkPickedPictures(files, maxFiles);
    setIsChecking(false);
    setProblems(found);
    if (pictures.length === 0) return;
    setCropped([]);
    setTotal(pictures.length);
    setQueue(pictures.map((file) => ({ id: crypto.randomUUID(), file })));
  }

  async function upload(files: File[]) {
    setIsUploading(true);
    try {
      await onUpload(files);
    } catch (error) {
      toast.error(errorText(error, t`Failed to upload files`));
    } finally {
      setIsUploading(false);
    }
  }

  /** The current picture is done (cropped into `done`, or skipped): on to the next, or upload. */
  function advance(done: File[]) {
    const rest = queue.slice(1);
    setQueue(rest);
    setCropped(rest.length === 0 ? [] : done);
    if (rest.length === 0 && done.length > 0) void upload(done);
  }

  function handleSkip() {
    advance(cropped);
  }

  function handleCropped(picture: Blob) {
    const file = new File([picture], createUniqueFileName('jpg'), { type: 'image/jpeg' });
    advance([...cropped, file]);
  }

  function handleCancel() {
    setQueue([]);
    setCropped([]);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragOver(false);
    void handleFiles([...event.dataTransfer.files]);
  }

  const current = queue[0] ?? null;
  const number = total - queue.length + 1;
  const position = total > 1 && current ? t`${number} of ${total}` : undefined;

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!isDisabled) setIsDragOver(true);
      }}
      onDragLeave={() => setIsDragOver(false)}
      onDrop={handleDrop}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-stone-300 px-4 py-6 text-center',
        isDragOver && 'border-emerald-600 bg-emerald-50',
        isDisabled && 'bg-stone-50',
      )}
    >
      {isUploading ? (
        <LoaderCircle
          aria-hidden="true"
          className="size-8 animate-spin text-emerald-700 motion-reduce:animate-none"
        />
      ) : (
        <ImagePlus aria-hidden="true" className="size-8 text-stone-500" />
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPTED_PICTURE_TYPES.join(',')}
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          if (event.target.files) void handleFiles([...event.target.files]);
          event.target.value = '';
        }}
      />
      <Button
        variant="outline"
        disabled={isDisabled}
        aria-describedby={problems.length > 0 ? `${hintId} ${problemsId}` : hintId}
        onClick={() => inputRef.current?.click()}
      >
        {isUploading ? <Trans>Uploading...</Trans> : label}
      </Button>
      <p id={hintId} className="text-xs text-stone-600" aria-live="polite">
        {disabledReason ??
          (multiple
            ? t`JPG, PNG, WEBP up to 10MB; up to ${maxFiles} more. Or drop pictures here.`
            : t`JPG, PNG, WEBP up to 10MB. Or drop a picture here.`)}
      </p>
      <div id={problemsId} role="alert" className="empty:hidden">
        {problems.length > 0 && (
          <ul className="space-y-1 text-left text-sm text-red-700">
            {problems.map((problem, index) => (
              <li key={`${index}-${problem}`}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      <ImageCropDialog
        item={current}
        position={position}
        onCropped={handleCropped}
        onSkip={handleSkip}
        onCancel={handleCancel}
      />
    </div>
  );
}
