import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { Testimonial, Widget as WidgetData } from '../../../shared/content';
import { TestimonialCard } from '../../components/content/cards';
import { HeaderBanner } from '../../components/ui';
import { Widget } from '../../components/Widget';
import { apiContext } from '../../lib/context';

interface Data {
  widgets: Record<string, WidgetData | null>;
  testimonials: Testimonial[];
}

export async function loader({ context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const [widgets, testimonials] = await Promise.all([api.widgets(['about-story', 'about-values']), api.testimonials()]);
  return { widgets, testimonials };
}

export const meta = () => ({ title: 'Our Story', description: 'Independent study-abroad advice since 2012: who we are, how we work and what our students say.' });

export default function About() {
  const { widgets, testimonials } = useLoaderData() as Data;
  return (
    <>
      <HeaderBanner image="about.svg" title="Our Story" subtitle="About us: independent advice since 2012." />
      <div className="container section">
        <Widget name="about-story" widget={widgets['about-story']} />
        <Widget name="about-values" widget={widgets['about-values']} className="about-values" />
      </div>
      {testimonials.length > 0 && (
        <section id="testimonials" className="section section-soft" aria-labelledby="testimonials-title">
          <div className="container">
            <h2 id="testimonials-title" className="section-title">
              What our students say
            </h2>
            <ul className="testimonial-grid">
              {testimonials.map((t) => (
                <TestimonialCard key={t.id} testimonial={t} />
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
