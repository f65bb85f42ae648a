// Cards for content lists: services, blog posts, testimonials and galleries.
import { Link } from '../Link';
import type { GallerySummary } from '../../../shared/content';
import { formatDate } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { ServiceIcon } from '../service-icons';
import { Picture } from '../Picture';
import type { PostCardData, ServiceCardData, TestimonialCardData } from './card-data';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locale-codes';
import { useI18n, useT } from '../../lib/i18n';

export function ServiceCard({ service, headingLevel = 3 }: { service: ServiceCardData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const href = paths.service(service.audience, service.slug);
  return (
    <li className="tile service-card">
      <span className="service-icon" aria-hidden="true">
        <ServiceIcon name={service.icon} width={28} height={28} />
      </span>
      <Heading className="tile-title">
        <Link to={href}>{service.name}</Link>
      </Heading>
      <p>{service.summary}</p>
    </li>
  );
}

export function PostCard({ post, headingLevel = 3, eager = false }: { post: PostCardData; headingLevel?: 2 | 3; eager?: boolean }) {
  const { tag } = useI18n();
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="post-card">
      {post.header_image && (
        <Link to={paths.blogPost(post.slug)} tabIndex={-1} aria-hidden="true" className="post-card-image">
          <Picture image={post.header_image} alt="" sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" eager={eager} />
        </Link>
      )}
      <div className="post-card-body">
        <p className="post-meta">
          {post.published_at && <time dateTime={post.published_at}>{formatDate(post.published_at, tag)}</time>}
          {post.author && <span> · {post.author.split(',')[0]}</span>}
        </p>
        <Heading className="post-card-title">
          <Link to={paths.blogPost(post.slug)}>{post.title}</Link>
        </Heading>
        <p>{post.excerpt}</p>
      </div>
    </li>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: TestimonialCardData }) {
  return (
    <li className="testimonial">
      <figure>
        {/* Words not yet translated are in English (decision 0045). */}
        <blockquote lang={testimonial.fallback ? DEFAULT_LOCALE : undefined}>
          <p>{testimonial.text}</p>
        </blockquote>
        <figcaption>
          {testimonial.photo && <Picture image={testimonial.photo} alt="" sizes="64px" className="testimonial-photo" fallbackWidth={320} />}
          <span>
            <strong>{testimonial.name}</strong>
            <span className="testimonial-course">
              {[testimonial.course, testimonial.institution].filter(Boolean).join(', ')}
              {testimonial.country_name && ` · ${testimonial.country_name}`}
            </span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

export function GalleryCard({ gallery, eager = false }: { gallery: GallerySummary; eager?: boolean }) {
  const t = useT();
  return (
    <li className="gallery-card">
      <Link to={paths.gallery(gallery.slug)} className="gallery-card-link">
        {gallery.cover ? (
          <Picture image={gallery.cover} alt="" sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" eager={eager} />
        ) : (
          <span className="gallery-card-empty">
            <ServiceIcon name="compass" width={40} height={40} />
          </span>
        )}
        <span className="gallery-card-text">
          <strong>{gallery.title}</strong>
          <span>{t('gallery.photos', { count: gallery.image_count })}</span>
        </span>
      </Link>
      {gallery.description && <p className="muted">{gallery.description}</p>}
    </li>
  );
}
