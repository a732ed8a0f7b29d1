import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

/** The bundled not-found picture (spec section 9): a grey frame with a broken-image mark, no network. */
export const NOT_FOUND_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90"><rect width="120" height="90" fill="#f0f1f4"/><path d="M38 62l14-18 10 12 8-9 12 15z" fill="#c3c8d1"/><circle cx="76" cy="34" r="6" fill="#c3c8d1"/></svg>',
)}`;

/** Props of ImageWithFallback: a native img whose `alt` is required. */
export interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string;
  /** Text alternative, kept when the fallback is shown; `''` for a decorative image. */
  alt: string;
  /** Picture shown when `src` fails to load; default NOT_FOUND_IMAGE. */
  fallbackSrc?: string;
}

/** An image that swaps to a not-found picture when its source fails, keeping its alt text. */
export function ImageWithFallback({
  src,
  alt,
  fallbackSrc = NOT_FOUND_IMAGE,
  onError,
  ...rest
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const ref = useRef<HTMLImageElement>(null);
  // An image in server-rendered HTML may have failed before the page's scripts listened (its
  // `error` came and went): a finished image with no picture is one that failed.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.currentSrc && img.naturalWidth === 0) setFailedSrc(img.getAttribute('src'));
  }, []);
  return (
    <img
      {...rest}
      ref={ref}
      src={failed ? fallbackSrc : src}
      alt={alt}
      data-fallback={failed || undefined}
      onError={(e) => {
        onError?.(e);
        // Only the original source falls back; a broken fallback must not loop.
        if (!failed) setFailedSrc(src);
      }}
    />
  );
}
