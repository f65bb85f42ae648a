// A gallery as a looping carousel: 1, 2, 4 or 5 images side by side (from 0, 500, 768 and 1024 px wide), autoplay
// every 5 s, no arrows. Swiper is not part of the page's first load: the server and the first client render draw a
// static first frame with Swiper's classes and the same layout (CSS media queries instead of Swiper's breakpoints), and
// Swiper is imported after hydration and takes over in place. Styles: ./gallery.css.
import { type FocusEvent, type KeyboardEvent, type PointerEvent, type RefObject, startTransition, useEffect, useRef, useState } from 'react';
import type { SwiperOptions, Swiper as SwiperType } from 'swiper/types';
import type { ImageRef } from '../../../shared/images';
import { onFirstAct, whenNearScreen } from '../../lib/preload';
import type * as SwiperKitModule from './swiper-kit';
import { Picture } from '../Picture';
import { useT } from '../../lib/i18n';

export interface GalleryItem {
  id: number;
  image: ImageRef;
  caption?: string | null;
}

/** The site's carousel interval. */
export const GALLERY_AUTOPLAY_MS = 5000;
/** A drag shorter than this is not a swipe (taps stay taps). */
export const GALLERY_SWIPE_THRESHOLD = 40;

/** Space between the slides in px; gallery.css has the same value as --gallery-slider-gap for the static frame. */
const SLIDER_GAP = 16;
/** Slides per view from each window width up (Swiper's breakpoints; gallery.css repeats them as media queries). */
const SLIDER_BREAKPOINTS: ReadonlyArray<readonly [minWidth: number, perView: number]> = [
  [0, 1],
  [500, 2],
  [768, 4],
  [1024, 5],
];
const SLIDER_MAX_PER_VIEW = 5;
const SLIDER_SIZES = '(min-width: 1024px) 20vw, (min-width: 768px) 25vw, (min-width: 500px) 50vw, 100vw';

export type SwiperKit = typeof SwiperKitModule;

export interface SwiperStart {
  kit: SwiperKit | null;
  reducedMotion: boolean;
  /** Swiper started at the time of the first move, which it then makes at once (the static frame had its interval). */
  byTime: boolean;
}

/**
 * Swiper, loaded after hydration (never during the server render or the first client render, so both draw the same
 * static frame), and whether the user prefers reduced motion (then nothing plays by itself).
 *
 * Swiper is fetched when the gallery comes near the screen, and started (a long task: about 600 ms of a slow phone's
 * main thread for the gallery page's two Swipers, measured against the bench's floor page) only when it is needed:
 * when the user points at, touches or tabs into the gallery, or when the first slide should move (one autoplay
 * interval after the gallery came near the screen; never, with reduced motion). The page's start-up stays free of it.
 */
export function useSwiperAfterHydration(enabled: boolean, target: RefObject<HTMLElement | null>): SwiperStart {
  const [state, setState] = useState<SwiperStart>({ kit: null, reducedMotion: false, byTime: false });

  useEffect(() => {
    const element = target.current;
    if (!enabled) return;
    let cancelled = false;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setState((previous) => ({ ...previous, reducedMotion: query.matches }));
    onChange();
    query.addEventListener('change', onChange);
    let loading: Promise<SwiperKit> | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (byTime: boolean) => {
      clearTimeout(timer);
      cancelFirstAct();
      (loading ??= import('./swiper-kit')).then(
        (kit) => {
          if (cancelled) return;
          // As a transition: React renders the Swiper in slices and yields to the user between them.
          startTransition(() => setState((previous) => (previous.kit ? previous : { ...previous, kit, byTime })));
        },
        (error: unknown) => {
          // The gallery keeps its static first frame: its first images show, only nothing moves.
          console.warn('gallery: Swiper could not be loaded', error);
        },
      );
    };
    const cancelFirstAct = element ? onFirstAct(element, () => start(false)) : () => undefined;
    const stop = whenNearScreen(element, () => {
      loading ??= import('./swiper-kit');
      loading.catch(() => undefined);
      if (!query.matches) timer = setTimeout(() => start(true), GALLERY_AUTOPLAY_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop();
      cancelFirstAct();
      query.removeEventListener('change', onChange);
    };
  }, [enabled, target]);

  return state;
}

/** When Swiper started at the time of the first move, it makes that move as soon as it is there. */
export function useFirstMove(swiper: SwiperType | null, byTime: boolean): void {
  const moved = useRef(false);
  useEffect(() => {
    if (!swiper || !byTime || moved.current || swiper.destroyed) return;
    moved.current = true;
    swiper.slideNext();
  }, [swiper, byTime]);
}

/** Autoplay parameters (off when the user prefers reduced motion; useAutoplayControl starts and stops it later). */
export function galleryAutoplay(reducedMotion: boolean): SwiperOptions['autoplay'] {
  return { enabled: !reducedMotion, delay: GALLERY_AUTOPLAY_MS, disableOnInteraction: false };
}

/**
 * Autoplay of the given Swipers follows prefers-reduced-motion (also when it changes), and stops while the mouse is over
 * the gallery (anywhere, buttons and thumbnails included) or keyboard focus is in it, so what the user looks at or is
 * about to press does not move away; leaving restarts the full interval. Returns the event handlers for the gallery's
 * element.
 */
export function useAutoplayControl(swipers: ReadonlyArray<SwiperType | null>, reducedMotion: boolean) {
  const held = useRef({ hover: false, focus: false });
  const sync = () => {
    const play = !reducedMotion && !held.current.hover && !held.current.focus;
    for (const swiper of swipers) {
      if (!swiper || swiper.destroyed || !swiper.autoplay) continue;
      if (play && !swiper.autoplay.running) swiper.autoplay.start();
      else if (!play && swiper.autoplay.running) swiper.autoplay.stop();
    }
  };
  const syncRef = useRef(sync);
  useEffect(() => {
    syncRef.current = sync;
    sync();
  });
  const hold = (reason: 'hover' | 'focus', value: boolean) => {
    if (held.current[reason] === value) return;
    held.current[reason] = value;
    syncRef.current();
  };
  return {
    onPointerEnter(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse') hold('hover', true);
    },
    onPointerLeave(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse') hold('hover', false);
    },
    onFocus(event: FocusEvent<HTMLElement>) {
      // Keyboard focus only: a click focuses a button too, and must not stop the show for good.
      if (event.target.matches(':focus-visible')) hold('focus', true);
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
    },
  };
}

export interface GallerySliderProps {
  title: string;
  images: GalleryItem[];
  /** The slider is above the fold: its first image loads at once with high priority. */
  eager?: boolean;
}

export function GallerySlider({ title, images, eager = false }: GallerySliderProps) {
  const t = useT();
  const count = images.length;
  // One image never moves: no Swiper at all.
  const sectionRef = useRef<HTMLElement>(null);
  const { kit, reducedMotion, byTime } = useSwiperAfterHydration(count > 1, sectionRef);
  const [swiper, setSwiper] = useState<SwiperType | null>(null);
  const autoplayHandlers = useAutoplayControl([swiper], reducedMotion);
  useFirstMove(swiper, byTime);

  if (count === 0) return null;

  const slideImage = (item: GalleryItem, index: number) => (
    <Picture image={item.image} alt={item.caption || title} sizes={SLIDER_SIZES} eager={eager && index === 0} className="gallery-slider-picture" />
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!swiper || event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft') swiper.slidePrev();
    else if (event.key === 'ArrowRight') swiper.slideNext();
    else return;
    event.preventDefault();
  };

  let body;
  if (kit) {
    const { Swiper, SwiperSlide, Autoplay } = kit;
    const breakpoints: NonNullable<SwiperOptions['breakpoints']> = {};
    // Loop only where there are more images than fit (Swiper needs at least one more slide than it shows).
    for (const [minWidth, perView] of SLIDER_BREAKPOINTS) breakpoints[minWidth] = { slidesPerView: perView, loop: count > perView };
    body = (
      <Swiper
        className="gallery-slider-swiper"
        wrapperTag="ul"
        modules={[Autoplay]}
        slidesPerView={1}
        spaceBetween={SLIDER_GAP}
        breakpoints={breakpoints}
        loop={count > 1}
        centerInsufficientSlides
        threshold={GALLERY_SWIPE_THRESHOLD}
        lazyPreloadPrevNext={1}
        autoplay={galleryAutoplay(reducedMotion)}
        onSwiper={setSwiper}
      >
        {images.map((item, index) => (
          <SwiperSlide key={item.id} tag="li">
            {slideImage(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
    );
  } else {
    // Swiper's first frame without Swiper: the first images, as many as the width shows (gallery.css).
    body = (
      <div className={`swiper gallery-slider-swiper gallery-static gallery-count-${Math.min(count, SLIDER_MAX_PER_VIEW)}`}>
        <ul className="swiper-wrapper">
          {images.slice(0, SLIDER_MAX_PER_VIEW).map((item, index) => (
            <li key={item.id} className={`swiper-slide${index === 0 ? ' swiper-slide-active' : ''}`}>
              {slideImage(item, index)}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <section
      ref={sectionRef}
      className="gallery-slider"
      // Not the bare title: the slider sits in a section named by a heading with that title, and two landmarks
      // with one name cannot be told apart.
      aria-label={t('gallery.sliderLabel', { title })}
      aria-roledescription={count > 1 ? t('gallery.carousel') : undefined}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={count > 1 ? onKeyDown : undefined}
      {...autoplayHandlers}
    >
      {body}
    </section>
  );
}
