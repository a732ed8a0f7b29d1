import type { FastifyInstance } from 'fastify';
import { distanceKm, STORES, type Store } from './data.ts';
import { ok, refuse, text } from './envelope.ts';
import { type PageQuery, pageOf } from './paging.ts';

/** A store as the screens show it (its position stays here). */
const shown = ({ lat: _lat, lng: _lng, ...rest }: Store) => rest;

/**
 * Stores: search by region and keyword (paged), the stores nearest the caller's favourite store,
 * and the caller's favourite store (단골매장), read and changed.
 */
export function storeRoutes(api: FastifyInstance): void {
  const favourites = new Map<string, string>();
  const favouriteOf = (sub: string) =>
    STORES.find((s) => s.storeId === (favourites.get(sub) ?? 'S001')) ?? (STORES[0] as Store);

  api.get<{ Querystring: PageQuery & { sido?: string; gugun?: string; keyword?: string } }>(
    '/stores',
    async (request) => {
      const q = request.query;
      const sido = text(q.sido);
      const gugun = text(q.gugun);
      const keyword = text(q.keyword);
      const rows = STORES.filter(
        (s) =>
          (!sido || s.sido === sido) &&
          (!gugun || s.gugun === gugun) &&
          (!keyword || s.storeNm.includes(keyword) || s.addr.includes(keyword)),
      ).map(shown);
      return ok(pageOf(rows, q, ['storeNm']));
    },
  );

  api.get('/stores/near', async (request) => {
    const from = favouriteOf(request.caller.sub);
    return ok(
      STORES.map((s) => ({ s, km: distanceKm(from, s) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, 10)
        .map(({ s, km }) => ({ ...shown(s), distance: `${km}km` })),
    );
  });

  api.get('/me/store', async (request) => ok(shown(favouriteOf(request.caller.sub))));

  api.post<{ Body: { storeId?: unknown } }>('/me/store', async (request, reply) => {
    const next = STORES.find((s) => s.storeId === text(request.body?.storeId));
    if (!next) return reply.code(404).send(refuse('SHOP404', '선택하신 매장을 찾을 수 없습니다.'));
    favourites.set(request.caller.sub, next.storeId);
    return ok(shown(next));
  });
}
