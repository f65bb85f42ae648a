import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { Testimonial, Widget as WidgetData } from '../../../shared/content';
import { TestimonialCard } from '../../components/content/cards';
import { HeaderBanner } from '../../components/ui';
import { Widget } from '../../components/Widget';
import { apiContext } from '../../lib/context';
import { type I18n, useT } from '../../lib/i18n';

interface Data {
  widgets: Record<string, WidgetData | null>;
  testimonials: Testimonial[];
}

export async function loader({ context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const [widgets, testimonials] = await Promise.all([api.widgets(['about-story', 'about-values']), api.testimonials()]);
  return { widgets, testimonials };
}

export const meta = (_data: unknown, t: I18n['t']) => ({ title: t('title.about'), description: t('about.description') });

export default function About() {
  const t = useT();
  const { widgets, testimonials } = useLoaderData() as Data;
  return (
    <>
      <HeaderBanner image="about.svg" title={t('title.about')} subtitle={t('about.subtitle')} />
      <div className="container section">
        <Widget name="about-story" widget={widgets['about-story']} />
        <Widget name="about-values" widget={widgets['about-values']} className="about-values" />
      </div>
      {testimonials.length > 0 && (
        <section id="testimonials" className="section section-soft" aria-labelledby="testimonials-title">
          <div className="container">
            <h2 id="testimonials-title" className="section-title">
              {t('home.testimonials')}
            </h2>
            <ul className="testimonial-grid">
              {testimonials.map((testimonial) => (
                <TestimonialCard key={testimonial.id} testimonial={testimonial} />
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
