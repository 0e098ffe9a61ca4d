// Banners (issue 14): internal admins list, write and preview them; every logged-in user reads the ones
// for them on the page they are on, and dismisses those that allow it.
import type { FastifyInstance } from 'fastify';
import { audienceIncludes, pageScopeMatches, type AudienceMember } from '../../../shared/audience';
import type { BannerInput, BannerPreview } from '../../../shared/broadcasts';
import { LEVEL, type PermissionLevel } from '../../../shared/permissions';
import { bannerSchema } from '../../../shared/validation/broadcasts';
import { needs } from '../../plugins/access';
import {
  bannerOpenAt,
  bannersFor,
  dismissBanner,
  findBanner,
  insertBanner,
  listBanners,
  shownBanner,
  updateBanner,
} from '../../repositories/banners';
import { audienceMemberOf } from '../../services/audience';
import { HttpError, NOT_FOUND } from '../../services/http-error';
import { markdownToHtml } from '../../services/markdown';
import { errorResponses, bool, id, obj, str } from '../schemas';
import {
  anyBody,
  banner,
  idParams,
  judged,
  savedId,
  shownBanner as shownBannerSchema,
} from './broadcast-schemas';

const BANNER_NOT_DISMISSIBLE = 'This banner cannot be dismissed.';
const SHOWN = 'Shown to this audience now.';

const path = { type: 'string', maxLength: 300, default: '/' } as const;

/** Who the preview is for: a facility (its client and industry), a level, or an internal user. */
async function previewAudience(
  app: FastifyInstance,
  query: { facility_id?: number; level?: number; internal?: boolean },
): Promise<AudienceMember> {
  const facility =
    query.facility_id === undefined
      ? undefined
      : await app.db
          .selectFrom('facilities')
          .select(['id', 'client_id', 'industry_type'])
          .where('id', '=', query.facility_id)
          .executeTakeFirst();
  if (query.facility_id !== undefined && !facility) throw new HttpError(404, NOT_FOUND);
  return {
    isInternal: query.internal === true,
    clientId: facility?.client_id ?? null,
    facilityId: facility?.id ?? null,
    industryType: facility?.industry_type ?? null,
    level: (query.level ?? LEVEL.create) as PermissionLevel,
  };
}

export async function bannerRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { path: string } }>(
    '/banners/current',
    {
      schema: {
        querystring: obj({ path }),
        response: { 200: { type: 'array', items: shownBannerSchema }, ...errorResponses },
      },
    },
    async (request) => {
      const who = await audienceMemberOf(app.db, request.access);
      // An internal admin acting as a user is not counted as that user's view.
      const record = request.access.impersonator === null;
      return bannersFor(app.db, request.access.user?.id ?? 0, who, request.query.path, new Date(), record);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/banners/:id/dismiss',
    { schema: { params: idParams, response: { 200: obj({ dismissed: bool }), ...errorResponses } } },
    async (request) => {
      const outcome = await dismissBanner(
        app.db,
        request.params.id,
        request.access.user?.id ?? 0,
        new Date(),
      );
      if (outcome === 'not-found') throw new HttpError(404, NOT_FOUND);
      if (outcome === 'not-dismissible') throw new HttpError(409, BANNER_NOT_DISMISSIBLE);
      return { dismissed: true };
    },
  );

  app.get(
    '/banners',
    {
      config: needs('isEbcsAdmin'),
      schema: { response: { 200: { type: 'array', items: banner }, ...errorResponses } },
    },
    () => listBanners(app.db),
  );

  app.post<{ Body: unknown }>(
    '/banners',
    {
      config: needs('isEbcsAdmin'),
      schema: { body: anyBody, response: { 200: savedId, ...errorResponses } },
    },
    async (request) => ({
      id: await insertBanner(app.db, judged<BannerInput>(bannerSchema(), request.body), new Date()),
    }),
  );

  app.get<{ Params: { id: number } }>(
    '/banners/:id',
    {
      config: needs('isEbcsAdmin'),
      schema: { params: idParams, response: { 200: banner, ...errorResponses } },
    },
    async (request) => {
      const found = await findBanner(app.db, request.params.id);
      if (!found) throw new HttpError(404, NOT_FOUND);
      return found;
    },
  );

  app.put<{ Params: { id: number }; Body: unknown }>(
    '/banners/:id',
    {
      config: needs('isEbcsAdmin'),
      schema: { params: idParams, body: anyBody, response: { 200: savedId, ...errorResponses } },
    },
    async (request) => {
      const input = judged<BannerInput>(bannerSchema(), request.body);
      if (!(await updateBanner(app.db, request.params.id, input, new Date())))
        throw new HttpError(404, NOT_FOUND);
      return { id: request.params.id };
    },
  );

  app.get<{
    Params: { id: number };
    Querystring: { path: string; facility_id?: number; level?: number; internal?: boolean };
  }>(
    '/banners/:id/preview',
    {
      config: needs('isEbcsAdmin'),
      schema: {
        params: idParams,
        querystring: obj({
          path,
          facility_id: id,
          level: { type: 'integer', minimum: 1, maximum: 5 },
          internal: bool,
        }),
        response: {
          200: obj({ banner: shownBannerSchema, shown: bool, reason: str }),
          ...errorResponses,
        },
      },
    },
    async (request): Promise<BannerPreview> => {
      const found = await findBanner(app.db, request.params.id);
      if (!found) throw new HttpError(404, NOT_FOUND);
      const who = await previewAudience(app, request.query);
      const now = new Date();
      const reason = !bannerOpenAt(found, now)
        ? 'Not shown now: the banner is inactive or outside its dates.'
        : !audienceIncludes(found.audience, who)
          ? 'Not shown: this audience is not among the banner’s.'
          : !pageScopeMatches(found.page_scope, request.query.path)
            ? `Not shown on ${request.query.path}: the banner is limited to ${found.page_scope}.`
            : SHOWN;
      return { banner: shownBanner(found), shown: reason === SHOWN, reason };
    },
  );

  app.post<{ Body: { text: string } }>(
    '/markdown',
    {
      config: needs('isEbcsAdmin'),
      schema: {
        body: obj({ text: { type: 'string', maxLength: 10000 } }, ['text']),
        response: { 200: obj({ html: str }), ...errorResponses },
      },
    },
    (request) => ({ html: markdownToHtml(request.body.text) }),
  );
}
