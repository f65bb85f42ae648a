// Public content reads (/api/widgets, /api/galleries, /api/blog, /api/services, /api/testimonials) and the admin
// portal's content screens (/api/admin/...).
import type { Request, Response } from 'express';
import { cachePublic } from '../../http/cache-control';
import { fail } from '../../lib/errors';
import type { RouteDeps } from '../../route-deps';
import type { FileStorage } from '../../storage/storage';
import type { ImagesService } from '../images/images.service';
import type { CompanyServices } from './company-services';
import type { Galleries } from './galleries';
import type { Posts } from './posts';
import type { Testimonials } from './testimonials';
import type { WidgetsService } from './widgets';

/** The content's services, as server/services.ts makes them. */
interface ContentServices {
  widgets: WidgetsService;
  services: CompanyServices;
  posts: Posts;
  testimonials: Testimonials;
  galleries: Galleries;
}
import { crudHandlers as crud, reorderHandler as reorder, revisionHandlers as revisions } from '../../http/resource-handlers';
import { receivedFile } from '../../http/upload';
import { idParam } from '../../http/params';
import { cacheRead, movedTo, previewAsked } from '../../http/preview';
import { askedLocale, type EnabledLocales } from '../../http/locale';

export function contentHandlers({ services }: RouteDeps<{ content: ContentServices; images: ImagesService; storage: FileStorage; locales: EnabledLocales }>) {
  const { content, images, storage } = services;
  /** The locale a public read asked for (`?locale=`), or the default. */
  const localeOf = (req: Request) => askedLocale(req, services.locales);
  const actor = (req: Request) => req.user ?? null;

  /** The temporary upload is gone when the request ends, kept or not. */
  async function withUpload<T>(res: Response, work: (file: { path: string; originalname: string }) => Promise<T>): Promise<T> {
    const file = receivedFile(res);
    try {
      return await work(file);
    } finally {
      await storage.removeTemp(file.path);
    }
  }

  return {
    public: {
      async widget(req: Request, res: Response) {
        cachePublic(res).json(await content.widgets.byName(String(req.params.name), await localeOf(req)));
      },
      async widgets(req: Request, res: Response) {
        const names = String(req.query.names ?? '')
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
        if (!names.length) throw fail.validation({ names: ['List the widget names, e.g. ?names=home-intro,home-cta'] });
        cachePublic(res).json({ results: await content.widgets.byNames(names, await localeOf(req)) });
      },
      async galleries(_req: Request, res: Response) {
        cachePublic(res).json({ results: await content.galleries.list() });
      },
      async gallery(req: Request, res: Response) {
        const preview = previewAsked(req);
        const found = await content.galleries.get(String(req.params.id), preview);
        if ('moved' in found) return movedTo(res, `/api/galleries/${encodeURIComponent(found.moved)}`, preview);
        cacheRead(res, preview).json({ results: found.gallery });
      },
      async testimonials(req: Request, res: Response) {
        cachePublic(res).json({ results: await content.testimonials.list(undefined, await localeOf(req)) });
      },
      async blog(req: Request, res: Response) {
        cachePublic(res).json(await content.posts.page(req.query, await localeOf(req)));
      },
      async post(req: Request, res: Response) {
        const preview = previewAsked(req);
        const found = await content.posts.bySlug(String(req.params.slug), preview, await localeOf(req));
        if ('moved' in found) return movedTo(res, `/api/blog/${encodeURIComponent(found.moved)}`, preview);
        cacheRead(res, preview).json({ results: found.post });
      },
      async services(req: Request, res: Response) {
        const preview = previewAsked(req);
        cacheRead(res, preview).json({ results: await content.services.list(typeof req.query.audience === 'string' ? req.query.audience : undefined, preview, await localeOf(req)) });
      },
      async service(req: Request, res: Response) {
        const preview = previewAsked(req);
        const found = await content.services.bySlug(String(req.params.slug), preview, await localeOf(req));
        if ('moved' in found) return movedTo(res, `/api/services/${encodeURIComponent(found.moved)}`, preview);
        cacheRead(res, preview).json({ results: found.service });
      },
    },

    admin: {
      widgets: { ...crud(content.widgets.admin), ...revisions(content.widgets.admin) },
      services: { ...crud(content.services.admin), ...revisions(content.services.admin), reorder: reorder(content.services.admin) },
      posts: { ...crud(content.posts.admin), ...revisions(content.posts.admin) },
      testimonials: { ...crud(content.testimonials.admin), reorder: reorder(content.testimonials.admin) },
      galleries: {
        ...crud(content.galleries.admin),
        reorder: reorder(content.galleries.admin),
        addImage: async (req: Request, res: Response) =>
          void res.status(201).json(await withUpload(res, (file) => content.galleries.admin.addImage(actor(req), idParam(req), file, req.body?.caption))),
        updateImage: async (req: Request, res: Response) => void res.json(await content.galleries.admin.updateImage(actor(req), idParam(req), idParam(req, 'imageId'), req.body)),
        rotateImage: async (req: Request, res: Response) => void res.json(await content.galleries.admin.rotateImage(actor(req), idParam(req), idParam(req, 'imageId'), req.body)),
        removeImage: async (req: Request, res: Response) => void res.json(await content.galleries.admin.removeImage(actor(req), idParam(req), idParam(req, 'imageId'))),
        reorderImages: async (req: Request, res: Response) => void res.json(await content.galleries.admin.reorderImages(actor(req), idParam(req), req.body)),
      },
      uploadImage: async (req: Request, res: Response) => void res.status(201).json(await withUpload(res, (file) => images.upload(actor(req), file))),
    },
  };
}
