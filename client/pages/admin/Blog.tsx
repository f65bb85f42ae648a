import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { AdminPost } from '../../../shared/content';
import { formatDate } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import type { Paged } from '../../../shared/types';
import { type Column, DataTable } from '../../components/admin/DataTable';
import { AdminPage } from '../../components/AdminPage';
import { apiContext } from '../../lib/context';

export function loader({ request, context }: LoaderFunctionArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return context.get(apiContext).adminList('blog', { sort: 'published_at', dir: 'desc', ...params });
}

export function PostStatus({ post }: { post: Pick<AdminPost, 'status' | 'published_at'> }) {
  if (post.status === 'draft') return <span className="badge">Draft</span>;
  if (post.published_at && Date.parse(post.published_at) > Date.now()) return <span className="badge badge-warning">Scheduled {formatDate(post.published_at)}</span>;
  return <span className="badge badge-success">Published</span>;
}

const columns: Column<AdminPost>[] = [
  { key: 'title', label: 'Title', sort: 'title', render: (p) => <Link to={paths.adminBlogPost(p.id)}>{p.title}</Link> },
  { key: 'status', label: 'Status', sort: 'status', render: (p) => <PostStatus post={p} /> },
  { key: 'published_at', label: 'Publish date', sort: 'published_at', render: (p) => formatDate(p.published_at) || <span className="muted">Not set</span> },
  { key: 'author', label: 'Author', render: (p) => p.author.split(',')[0] },
  { key: 'updated_at', label: 'Updated', sort: 'updated_at', render: (p) => formatDate(p.updated_at) },
];

export default function Blog() {
  const data = useLoaderData() as Paged<AdminPost>;
  return (
    <AdminPage
      title="Blog"
      intro="Articles for students: write drafts, schedule them, publish."
      actions={
        <Link to={paths.adminBlogAdd()} className="btn btn-primary">
          Add post
        </Link>
      }
    >
      <DataTable caption="Blog posts" columns={columns} data={data} defaultSort="published_at" defaultDir="desc" searchLabel="Search posts" empty="No posts match." />
    </AdminPage>
  );
}
