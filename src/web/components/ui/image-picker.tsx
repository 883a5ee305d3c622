import { useRef, useState } from 'react';
import { IMAGE_ACCEPT, imageFileProblem } from '../../../core/image-rules.ts';
import { useImagePreview } from '../../lib/use-image-preview.ts';
import { buttonClasses } from './button.tsx';
import { FieldError } from './form-controls.tsx';

interface ImagePickerProps {
  id: string;
  label: string;
  /** the image the record has now, if any */
  currentUrl: string | null | undefined;
  file: File | null;
  onFileChange: (file: File | null) => void;
  hint?: string;
  /** how the preview is cropped, e.g. 'aspect-[3/1]' for a banner */
  previewClass?: string;
}

/**
 * Spec §5 image rules checked on choosing (an image file under 5 MB); the choice is previewed locally
 * and uploaded only after the record is saved.
 */
export function ImagePicker({ id, label, currentUrl, file, onFileChange, hint, previewClass = 'aspect-[4/3] max-w-xs' }: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const preview = useImagePreview(file);
  const shownUrl = preview?.url ?? currentUrl ?? null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const message = imageFileProblem(chosen);
    setProblem(message ?? undefined);
    if (message) {
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    onFileChange(chosen);
  };

  return (
    <div>
      <span className="text-sm font-medium text-stone-800">{label}</span>
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {shownUrl && (
        <figure className="mt-2">
          <img
            src={shownUrl}
            alt={`${label} preview`}
            className={`w-full rounded-2xl border border-stone-200 object-cover ${previewClass}`}
          />
          {preview && preview.width > 0 && (
            <figcaption className="mt-1 text-xs text-stone-600">
              New image, {preview.width}×{preview.height}px — uploaded when you save
            </figcaption>
          )}
        </figure>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {/* The native input stays reachable and labelled; the visible label reads like a button. */}
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[hint ? hintId : '', problem ? errorId : ''].join(' ').trim() || undefined}
          onChange={(e) => choose(e.target.files?.[0])}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={buttonClasses({
            variant: 'secondary',
            size: 'sm',
            className:
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-plum-600',
          })}
        >
          {file ? 'Change Image' : currentUrl ? 'Replace Image' : 'Choose Image'}
          <span className="sr-only"> for {label}</span>
        </label>
        {file && (
          <button
            type="button"
            className="text-sm text-stone-700 underline hover:text-stone-900"
            onClick={() => {
              onFileChange(null);
              if (inputRef.current) inputRef.current.value = '';
            }}
          >
            Discard new image
          </button>
        )}
      </div>
      <FieldError id={errorId} message={problem} />
    </div>
  );
}
