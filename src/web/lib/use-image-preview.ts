import { useEffect, useState } from 'react';

export interface ImagePreview {
  url: string;
  width: number;
  height: number;
}

/** A chosen file shown before it is uploaded (spec §7): an object URL, with the image's size read from it. */
export function useImagePreview(file: File | null | undefined): ImagePreview | null {
  const [loaded, setLoaded] = useState<{ file: File; preview: ImagePreview } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => setLoaded({ file, preview: { url, width: img.naturalWidth, height: img.naturalHeight } });
    img.src = url;
    return () => {
      img.onload = null;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  // An answer for an earlier file is never shown for the current one.
  return file && loaded?.file === file ? loaded.preview : null;
}
