import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { PostSummary } from '../../../shared/content';
import { paths } from '../../../shared/paths';
import type { Paged } from '../../../shared/types';
import { PostCard } from '../../components/content/cards';
import { HeaderBanner } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { type I18n, useT } from '../../lib/i18n';

/** Each page of the list is a page of its own (the loader reads `page`). */
export const query = ['page'];

export function loader({ request, context }: LoaderFunctionArgs) {
  const page = new URL(request.url).searchParams.get('page') ?? '1';
  return context.get(apiContext).blog({ page, per_page: '9' });
}

export const meta = (data: unknown, t: I18n['t']) => {
  const { page } = data as Paged<PostSummary>;
  return {
    title: page > 1 ? t('blog.titlePage', { page: String(page) }) : t('title.blog'),
    description: t('blog.description'),
  };
};

export default function Blog() {
  const t = useT();
  const data = useLoaderData() as Paged<PostSummary>;
  const pages = Math.max(1, Math.ceil(data.total / data.per_page));
  return (
    <>
      <HeaderBanner image="blog.svg" title={t('title.blog')} subtitle={t('blog.subtitle')} />
      <div className="container section">
        {data.results.length === 0 ? (
          <p className="muted">{t('blog.empty')}</p>
        ) : (
          <ul className="post-grid">
            {data.results.map((post, index) => (
              <PostCard key={post.id} post={post} headingLevel={2} eager={data.page === 1 && index < 1} />
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav className="pager pager-public" aria-label={t('blog.pages')}>
            {data.page > 1 ? (
              <Link className="btn btn-ghost" rel="prev" to={data.page === 2 ? paths.blog() : `${paths.blog()}?page=${data.page - 1}`}>
                {t('blog.newer')}
              </Link>
            ) : (
              <span />
            )}
            <span className="pager-page">
              {t('blog.pageOf', { page: String(data.page), pages: String(pages) })}
            </span>
            {data.page < pages ? (
              <Link className="btn btn-ghost" rel="next" to={`${paths.blog()}?page=${data.page + 1}`}>
                {t('blog.older')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </div>
    </>
  );
}
