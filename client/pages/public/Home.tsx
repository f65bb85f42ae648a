// The home page. Only its gallery hydrates: everything else is two static parts drawn by HomeSections.tsx, which
// the first load keeps as the server drew them. The gallery's slider is static markup too until it comes near the
// screen; then the slider and Swiper are fetched and take over in place.
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import type { HomeData } from '../../components/home/HomeSections';
import { Icon } from '../../components/icons';
import { KeptMarkup, StaticPart } from '../../components/StaticPart';
import { apiContext } from '../../lib/context';
import type { PageMeta } from '../../lib/pages';
import { type I18n, useT } from '../../lib/i18n';
import { preloadable, whenNearScreen } from '../../lib/preload';

/** Cards and CMS text, and what shapes the page's data: fetched with the data on client navigations, never on the first load. */
const sections = preloadable(() => import('../../components/home/HomeSections'));
/** The gallery's slider: fetched with the data on client navigations, and when the gallery nears the screen. */
const slider = preloadable(() => import('../../components/gallery/GallerySlider'));

export async function loader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  const api = context.get(apiContext);
  const [S, , ...answers] = await Promise.all([
    sections.load(),
    slider.load(),
    api.widgets(['home-intro', 'home-cta']),
    api.services(),
    api.testimonials(),
    api.blog({ per_page: '3' }),
    api.galleries(),
    api.countries(),
  ]);
  return S.homeData(api, answers);
}

/** The browser hydrates with the slider's data only; every other part is static (see StaticPart). */
export const hydrationData = (data: unknown): Partial<HomeData> => ({ gallery: (data as HomeData).gallery });

export const meta = (data: unknown, t: I18n['t']): PageMeta => ({
  title: t('title.home'),
  description: t('home.description'),
  jsonLd: (data as Partial<HomeData>).jsonLd,
});

/**
 * The gallery section. The server render and client navigations draw the slider (their loader loaded it); the first
 * load keeps the server's markup of the slider, a static first frame, until the gallery comes near the screen, then
 * loads the slider with Swiper, which take over in place.
 */
function HomeGallery({ gallery }: { gallery: NonNullable<HomeData['gallery']> }) {
  const ref = useRef<HTMLElement>(null);
  const t = useT();
  const [Slider, setSlider] = useState(() => slider.loaded());
  useEffect(() => {
    if (Slider) return;
    return whenNearScreen(ref.current, () => {
      // Swiper too, at once: the slider asks for it as soon as it is drawn.
      void import('../../components/gallery/swiper-kit').catch(() => undefined);
      slider.load().then(
        (module) => setSlider(() => module),
        // The gallery keeps its static first frame: its first images show, only nothing moves.
        (error: unknown) => console.warn('gallery: the slider could not be loaded', error),
      );
    });
  }, [Slider]);
  return (
    <section ref={ref} className="section section-soft" aria-labelledby="gallery-title" data-reveal="">
      {/* The server reuses a visitor's markup of the whole section (KeptMarkup); the slider in it is a static part. */}
      <KeptMarkup id="home-gallery" as="div" className="container">
        <h2 id="gallery-title" className="section-title">
          {gallery.title}
        </h2>
        <StaticPart id="home-slider" data={Slider && gallery}>
          {({ title, images }) => Slider && <Slider.GallerySlider title={title} images={images} />}
        </StaticPart>
        <p className="section-more">
          <Link to={paths.galleries()}>
            {t('home.seeAllGalleries')} <Icon name="arrow" width={16} height={16} />
          </Link>
        </p>
      </KeptMarkup>
    </section>
  );
}

/** The banner's image (under /images/headers/), the page's largest paint. */
const BANNER = 'home.svg';

export default function Home() {
  const data = useLoaderData() as Partial<HomeData>;
  // The banner is in a static part, whose markup the server may reuse instead of rendering the image: the page asks
  // for the image's early fetch itself, so the HTML is the same either way (React writes one <link rel="preload">).
  preload(`/images/headers/${BANNER}`, { as: 'image', fetchPriority: 'high' });
  // With data the loader has loaded the sections too; without (the first load) the static parts keep the HTML.
  const S = data.widgets === undefined ? undefined : sections.get();
  return (
    <>
      <StaticPart id="home-top" data={S && (data as HomeData)}>
        {(d) => S && <S.HomeTop banner={BANNER} widgets={d.widgets} services={d.services} countries={d.countries} />}
      </StaticPart>
      {data.gallery && <HomeGallery gallery={data.gallery} />}
      <StaticPart id="home-bottom" data={S && (data as HomeData)}>
        {(d) => S && <S.HomeBottom widgets={d.widgets} testimonials={d.testimonials} posts={d.posts} />}
      </StaticPart>
    </>
  );
}
