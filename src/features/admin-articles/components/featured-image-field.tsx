/**
 * The featured image: a photo up to 20 MB (stored as a set of sizes) or a GIF or SVG up to
 * 2 MB, uploaded at once with its progress shown, previewed, replaceable and removable. An
 * image uploaded here and then replaced or removed before it was ever saved is deleted from
 * Storage straight away.
 */
import { useId, useRef, useState } from 'react';
import { secondaryButton } from '../../../components/ui/buttons.js';
import { hintClass, labelClass } from '../../../components/ui/form-styles.js';
import { deleteImage, imageProblem, uploadImage } from '../api/images.js';
import { editorTexts as texts } from '../texts.js';

interface FeaturedImageFieldProps {
  readonly value: string | null;
  /** The image the stored article has: it is deleted only after a save replaces it. */
  readonly storedValue: string | null;
  readonly onChange: (url: string | null) => void;
}

export function FeaturedImageField({ value, storedValue, onChange }: FeaturedImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const discardUnsaved = (url: string | null) => {
    if (url && url !== storedValue) void deleteImage(url).catch(() => undefined);
  };

  const choose = async (file: File) => {
    setError(null);
    const problem = imageProblem(file, 'featured');
    if (problem) {
      setError(problem);
      return;
    }
    setProgress(0);
    try {
      const url = await uploadImage(file, 'featured', setProgress);
      discardUnsaved(value);
      onChange(url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div>
      <span id={`${id}-label`} className={labelClass}>
        {texts.featuredImage}
      </span>
      {value && (
        <img src={value} alt={texts.featuredPreview} className="mb-3 aspect-video w-full rounded-lg border border-slate-200 bg-slate-100 object-cover dark:border-slate-700 dark:bg-slate-800" />
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          aria-describedby={`${id}-hint ${id}-error`}
          disabled={progress !== null}
          onClick={() => input.current?.click()}
        >
          {value ? texts.replaceImage : texts.chooseImage}
        </button>
        {value && (
          <button
            type="button"
            className={secondaryButton}
            disabled={progress !== null}
            onClick={() => {
              discardUnsaved(value);
              onChange(null);
            }}
          >
            {texts.removeImage}
          </button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/svg+xml,image/webp,image/heic,image/heif,.heic,.heif"
        aria-labelledby={`${id}-label`}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      <p id={`${id}-hint`} className={hintClass}>
        {texts.featuredImageHint}
      </p>
      <p role="status" className="mt-1 text-sm text-slate-700 empty:hidden dark:text-slate-200">
        {progress !== null && texts.uploading(progress)}
      </p>
      <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 empty:hidden dark:text-red-300">
        {error}
      </p>
    </div>
  );
}
