import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { Post } from '../../../shared/content';
import { formatDate } from '../../../shared/format';
import { defaultImageUrl } from '../../../shared/images';
import { paths } from '../../../shared/paths';
import { Picture } from '../../components/Picture';
import { apiContext } from '../../lib/context';
import { ContentLanguage } from '../../components/content/ContentLanguage';
import { movedIfRenamed, previewAsked, previewQuery } from '../../lib/preview';
import { useI18n } from '../../lib/i18n';

export const query = previewQuery;

export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<Post> {
  const preview = previewAsked(request);
  const post = await context.get(apiContext).blogPost(params.slug ?? '', preview);
  // An old address of the post: moved permanently.
  movedIfRenamed(params.slug, post.slug, paths.blogPost(post.slug), preview);
  return post;
}

export const meta = (data: unknown) => {
  const post = data as Post;
  return {
    title: post.seo_title || post.title,
    description: post.seo_description || post.excerpt,
    type: 'article' as const,
    ...(post.header_image ? { image: defaultImageUrl(post.header_image) } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: post.seo_description || post.excerpt,
      datePublished: post.published_at,
      dateModified: post.updated_at,
      author: { '@type': 'Person', name: post.author.split(',')[0] },
      publisher: { '@type': 'Organization', name: 'Meridian Study Abroad' },
      ...(post.header_image ? { image: defaultImageUrl(post.header_image) } : {}),
      mainEntityOfPage: paths.blogPost(post.slug),
    },
  };
};

export default function BlogPost() {
  const { t, tag } = useI18n();
  const post = useLoaderData() as Post;
  return (
    <article className="article">
      <header className="article-header container">
        <p className="article-kicker">
          <Link to={paths.blog()}>{t('title.blog')}</Link>
        </p>
        <h1>{post.title}</h1>
        <p className="post-meta">
          {post.author && <span>{t('blog.by', { author: post.author })}</span>}
          {post.published_at && (
            <>
              {' · '}
              <time dateTime={post.published_at}>{formatDate(post.published_at, tag)}</time>
            </>
          )}
        </p>
      </header>
      {post.header_image && (
        <div className="container article-image">
          <Picture image={post.header_image} alt="" sizes="(min-width: 1180px) 1140px, 100vw" eager fallbackWidth={1280} />
        </div>
      )}
      <div className="container section article-body">
        <ContentLanguage record={post}>
          <p className="lead">{post.excerpt}</p>
          <div className="prose" data-content="" dangerouslySetInnerHTML={{ __html: post.body }} />
        </ContentLanguage>
        <p className="article-back">
          <Link to={paths.blog()}>{t('blog.more')}</Link>
        </p>
      </div>
    </article>
  );
}
