import { clsx } from 'clsx';
import { IMAGE_SIZES } from '../../../core/image-rules.ts';

/** Spec §2: a stock photo stands in when the salon has no hero image. */
export const HERO_FALLBACK_URL = '/images/hero-fallback.webp';

/**
 * The hero picture, loaded eagerly as the page's largest image. It sits behind text that says
 * everything, so it is decorative (empty alt). If it fails, try the stock photo, then show the backdrop.
 */
export function HeroImage({ url, className }: { url: string | null | undefined; className?: string }) {
  return (
    <img
      src={url || HERO_FALLBACK_URL}
      alt=""
      width={IMAGE_SIZES.hero.width}
      height={IMAGE_SIZES.hero.height}
      loading="eager"
      fetchPriority="high"
      decoding="async"
      className={clsx('object-cover', className)}
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(HERO_FALLBACK_URL)) img.src = HERO_FALLBACK_URL;
        else img.hidden = true;
      }}
    />
  );
}
