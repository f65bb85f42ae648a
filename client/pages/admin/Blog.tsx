import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { AdminPost } from '../../../shared/content';
import { formatDate } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { portalPaths } from '../../../shared/portal-paths';
import { posts as shared } from '../../../shared/resources';
import type { Paged } from '../../../shared/types';
import type { Column } from '../../components/admin/DataTable';
import { PublishStatus } from '../../components/admin/publishing';
import { adminResource, loadList, ResourceList } from '../../components/admin/resource';

export const posts = adminResource(shared, { title: 'Blog', back: 'Back to the blog', paths: { list: portalPaths.adminBlog, add: portalPaths.adminBlogAdd, one: portalPaths.adminBlogPost }, defaultDir: 'desc', site: (p) => paths.blogPost(p.slug) });

export const loader = (args: LoaderFunctionArgs) => loadList(posts, args);


const columns: Column<AdminPost>[] = [
  { key: 'title', label: 'Title', sort: 'title', render: (p) => <Link to={portalPaths.adminBlogPost(p.id)}>{p.title}</Link> },
  { key: 'status', label: 'Status', sort: 'status', render: (p) => <PublishStatus record={p} /> },
  { key: 'published_at', label: 'Publish date', sort: 'published_at', render: (p) => formatDate(p.published_at) || <span className="muted">Not set</span> },
  { key: 'author', label: 'Author', render: (p) => p.author.split(',')[0] },
  { key: 'updated_at', label: 'Updated', sort: 'updated_at', render: (p) => formatDate(p.updated_at) },
];

export default function Blog() {
  return <ResourceList resource={posts} data={useLoaderData() as Paged<AdminPost>} intro="Articles for students: write drafts, schedule them, publish." caption="Blog posts" columns={columns} />;
}
