// A gallery as a slideshow: one large image at a time (cross-fading, autoplay every 5 s, previous/next buttons, arrow
// keys) with its caption under it, and a strip of thumbnails under that which plays along, centred on the image shown
// (3 at a time, 5 from 600 px wide; its own previous/next buttons below 1000 px). Choosing a thumbnail shows that image.
// Like GallerySlider, the server and the first client render draw Swiper's first frame without Swiper; Swiper is
// imported after hydration and takes over in place. Styles: ./gallery.css.
import { useEffect, useId, useRef, useState } from 'react';
import type { SwiperOptions, Swiper as SwiperType } from 'swiper/types';
import { Picture } from '../Picture';
import { useT } from '../../lib/i18n';
import { GALLERY_SWIPE_THRESHOLD, type GalleryItem, galleryAutoplay, useAutoplayControl, useFirstMove, useSwiperAfterHydration } from './GallerySlider';

/** Space between thumbnails in px; gallery.css has the same value as --gallery-thumb-gap for the static frame. */
const THUMB_GAP = 8;
const THUMBS_MAX_PER_VIEW = 5;
/** Thumbnails per view and whether the strip has its own buttons, from each window width up (mirrored in gallery.css). */
const THUMB_BREAKPOINTS: NonNullable<SwiperOptions['breakpoints']> = {
  0: { slidesPerView: 3, navigation: { enabled: true } },
  600: { slidesPerView: 5, navigation: { enabled: true } },
  1000: { slidesPerView: 5, navigation: { enabled: false } },
};
/** The view is at most 960 px wide (gallery.css), inside the page's container padding. */
const MAIN_SIZES = '(min-width: 1008px) 960px, (min-width: 768px) calc(100vw - 3rem), calc(100vw - 2rem)';
const THUMB_SIZES = '(min-width: 1008px) 186px, (min-width: 600px) 20vw, 34vw';
/** Swiper's keyboard module, but without taking over Page Up / Page Down. */
const KEYBOARD: SwiperOptions['keyboard'] = { enabled: true, onlyInViewport: true, pageUpDown: false };
/** Thumbnails are buttons, and Swiper does not start a swipe on a button by default. */
const NO_SWIPING_SELECTOR = 'input, select, option, textarea, video, label';

export interface GalleryViewProps {
  id: number;
  title: string;
  images: GalleryItem[];
  /** The view is above the fold: its first image loads at once with high priority. */
  eager?: boolean;
}

function Chevron({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'prev' ? 'm14.5 5.5-6.5 6.5 6.5 6.5' : 'm9.5 5.5 6.5 6.5-6.5 6.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The images next to `index` (the slideshow wraps around). */
function around(index: number, count: number): number[] {
  return [index, (index + 1) % count, (index - 1 + count) % count];
}

export function GalleryView({ id, title, images, eager = false }: GalleryViewProps) {
  const t = useT();
  const count = images.length;
  // One image never moves: no Swiper, no thumbnails.
  const viewRef = useRef<HTMLElement>(null);
  const { kit, reducedMotion, byTime } = useSwiperAfterHydration(count > 1, viewRef);
  const [main, setMain] = useState<SwiperType | null>(null);
  useFirstMove(main, byTime);
  /** A button pressed in the static frame, while Swiper was starting: done once it is there. */
  const pending = useRef<'prev' | 'next' | number | null>(null);
  const [thumbs, setThumbs] = useState<SwiperType | null>(null);
  const [active, setActive] = useState(0);
  // Main images load when they are shown or next to the one shown (a fade stacks every slide in view, so the
  // browser's lazy loading would fetch them all at once), and stay once loaded.
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set(count > 0 ? around(0, count) : []));
  const autoplayHandlers = useAutoplayControl([main], reducedMotion);
  const uid = `gallery-${id}-${useId().replace(/[^\w-]/g, '')}`;

  useEffect(() => {
    const wanted = pending.current;
    if (!main || main.destroyed || wanted === null || (count > 1 && !thumbs)) return;
    pending.current = null;
    if (wanted === 'prev') main.slidePrev();
    else if (wanted === 'next') main.slideNext();
    else {
      main.slideTo(wanted);
      thumbs?.slideTo(wanted);
    }
  });

  if (count === 0) return null;

  const ids = { main: `${uid}-main`, prev: `${uid}-prev`, next: `${uid}-next`, thumbsPrev: `${uid}-thumbs-prev`, thumbsNext: `${uid}-thumbs-next` };
  const current = kit ? active : 0;

  const show = (index: number) => {
    main?.slideTo(index);
    thumbs?.slideTo(index);
  };

  const onSlideChange = (swiper: SwiperType) => {
    const index = swiper.realIndex;
    setActive(index);
    setLoaded((previous) => (around(index, count).every((i) => previous.has(i)) ? previous : new Set([...previous, ...around(index, count)])));
    // The strip plays along: it follows the slideshow, whatever moved it (autoplay, buttons, keys, swipe, a
    // thumbnail). It has no timer of its own, which would drift from the slideshow's and wrap around on its own.
    if (thumbs && !thumbs.destroyed) thumbs.slideTo(index);
  };

  const slide = (item: GalleryItem, index: number) => (
    <figure className="gallery-view-figure">
      <div className="gallery-view-frame">
        {(kit ? loaded.has(index) : index === 0) && (
          <Picture image={item.image} alt={title} sizes={MAIN_SIZES} eager={eager && index === 0} className="gallery-view-picture" />
        )}
      </div>
      {item.caption ? <figcaption className="gallery-view-caption">{item.caption}</figcaption> : null}
    </figure>
  );

  const navButtons =
    count > 1 ? (
      <>
        <button type="button" id={ids.prev} className="gallery-nav gallery-nav-prev" aria-label={t('gallery.previous')} data-tooltip={t('gallery.previous')} aria-controls={ids.main} onClick={kit ? undefined : () => (pending.current = 'prev')}>
          <Chevron direction="prev" />
        </button>
        <button type="button" id={ids.next} className="gallery-nav gallery-nav-next" aria-label={t('gallery.next')} data-tooltip={t('gallery.next')} aria-controls={ids.main} onClick={kit ? undefined : () => (pending.current = 'next')}>
          <Chevron direction="next" />
        </button>
      </>
    ) : null;

  const thumbButton = (item: GalleryItem, index: number) => (
    <button
      type="button"
      className="gallery-thumb"
      aria-label={t('gallery.show', { index: String(index + 1), count: String(count) })}
      aria-current={index === current ? 'true' : undefined}
      aria-controls={ids.main}
      onClick={kit ? () => show(index) : () => (pending.current = index)}
      onFocus={
        kit
          ? () => {
              if (!thumbs || thumbs.destroyed) return;
              // Focus scrolls the clipped strip natively; undo that and let Swiper bring the thumbnail into view.
              thumbs.el.scrollLeft = 0;
              thumbs.slideTo(index);
            }
          : undefined
      }
    >
      <Picture image={item.image} alt="" sizes={THUMB_SIZES} className="gallery-thumb-picture" />
    </button>
  );

  const thumbsNav = (direction: 'prev' | 'next') => (
    <button
      type="button"
      id={direction === 'prev' ? ids.thumbsPrev : ids.thumbsNext}
      className={`gallery-thumbs-nav gallery-thumbs-${direction}`}
      aria-label={t(direction === 'prev' ? 'gallery.previousThumbs' : 'gallery.nextThumbs')}
      data-tooltip={t(direction === 'prev' ? 'gallery.previousThumbs' : 'gallery.nextThumbs')}
      // As Swiper's first frame: the strip starts at its beginning (Swiper keeps the state from then on).
      disabled={!kit && direction === 'prev' ? true : undefined}
    >
      <Chevron direction={direction} />
    </button>
  );

  let mainView;
  let thumbsView;
  if (kit) {
    const { Swiper, SwiperSlide, EffectFade, Navigation, Keyboard, Thumbs, Autoplay } = kit;
    mainView = (
      <Swiper
        id={ids.main}
        className="gallery-view-swiper"
        wrapperTag="ul"
        modules={[EffectFade, Navigation, Keyboard, Thumbs, Autoplay]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        rewind
        threshold={GALLERY_SWIPE_THRESHOLD}
        navigation={{ prevEl: `#${ids.prev}`, nextEl: `#${ids.next}` }}
        keyboard={KEYBOARD}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        autoplay={galleryAutoplay(reducedMotion)}
        onSwiper={setMain}
        onSlideChange={onSlideChange}
      >
        {images.map((item, index) => (
          <SwiperSlide key={item.id} tag="li" aria-hidden={index !== active}>
            {slide(item, index)}
          </SwiperSlide>
        ))}
        {navButtons}
      </Swiper>
    );
    thumbsView = (
      <Swiper
        className="gallery-thumbs-swiper"
        wrapperTag="ul"
        modules={[Navigation]}
        slidesPerView={3}
        spaceBetween={THUMB_GAP}
        breakpoints={THUMB_BREAKPOINTS}
        centeredSlides
        centeredSlidesBounds
        centerInsufficientSlides
        threshold={GALLERY_SWIPE_THRESHOLD}
        noSwipingSelector={NO_SWIPING_SELECTOR}
        watchSlidesProgress
        navigation={{ enabled: true, prevEl: `#${ids.thumbsPrev}`, nextEl: `#${ids.thumbsNext}` }}
        onSwiper={setThumbs}
      >
        {images.map((item, index) => (
          <SwiperSlide key={item.id} tag="li">
            {thumbButton(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
    );
  } else {
    // Swiper's first frame without Swiper. Every slide is there (the tallest caption sets the height, as in the
    // fade), stacked by gallery.css with only the first one visible; the strip shows its first thumbnails.
    mainView = (
      <div id={ids.main} className="swiper gallery-view-swiper swiper-fade gallery-static">
        <ul className="swiper-wrapper">
          {images.map((item, index) => (
            <li key={item.id} className={`swiper-slide${index === 0 ? ' swiper-slide-active' : ''}`} aria-hidden={index !== 0}>
              {slide(item, index)}
            </li>
          ))}
        </ul>
        {navButtons}
      </div>
    );
    thumbsView = (
      <div className={`swiper gallery-thumbs-swiper swiper-thumbs gallery-static gallery-count-${Math.min(count, THUMBS_MAX_PER_VIEW)}`}>
        <ul className="swiper-wrapper">
          {images.slice(0, THUMBS_MAX_PER_VIEW).map((item, index) => (
            <li key={item.id} className={`swiper-slide${index === 0 ? ' swiper-slide-active swiper-slide-thumb-active' : ''}`}>
              {thumbButton(item, index)}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <section ref={viewRef} className="gallery-view" aria-label={title} aria-roledescription={count > 1 ? t('gallery.carousel') : undefined} {...autoplayHandlers}>
      {mainView}
      {count > 1 && (
        <div className={`gallery-thumbs gallery-thumbs-count-${Math.min(count, THUMBS_MAX_PER_VIEW + 1)}`}>
          {thumbsNav('prev')}
          {thumbsView}
          {thumbsNav('next')}
        </div>
      )}
    </section>
  );
}
