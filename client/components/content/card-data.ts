// What each content card shows. Loaders send no more than this (it is also the hydration data), so the
// projections live apart from the cards themselves.
import type { PostSummary, Service, Testimonial } from '../../../shared/content';

/** What each card shows: loaders may send no more than this. */
export type ServiceCardData = Pick<Service, 'id' | 'audience' | 'slug' | 'icon' | 'name' | 'summary'>;
export type PostCardData = Pick<PostSummary, 'id' | 'slug' | 'title' | 'excerpt' | 'header_image' | 'published_at' | 'author'>;
export type TestimonialCardData = Pick<Testimonial, 'id' | 'name' | 'course' | 'institution' | 'country_name' | 'text' | 'photo' | 'fallback'>;

export const serviceCard = ({ id, audience, slug, icon, name, summary }: Service): ServiceCardData => ({ id, audience, slug, icon, name, summary });
export const postCard = ({ id, slug, title, excerpt, header_image, published_at, author }: PostSummary): PostCardData => ({ id, slug, title, excerpt, header_image, published_at, author });
export const testimonialCard = ({ id, name, course, institution, country_name, text, photo, fallback }: Testimonial): TestimonialCardData => ({ id, name, course, institution, country_name, text, photo, fallback });

