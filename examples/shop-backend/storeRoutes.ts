import type { FastifyInstance } from 'fastify';
import { distanceKm, STORES, type Store } from './data.ts';
import { ok, refuse, text } from './envelope.ts';
import { needsFunction } from './opsRoutes.ts';
import { type PageQuery, pageOf } from './paging.ts';

/** A store with its state: OPEN (영업) or CLOSED (휴점), which 매장 관리 changes. */
type ManagedStore = Store & { status: 'OPEN' | 'CLOSED' };

/** A store as the screens show it (its position stays here). */
const shown = ({ lat: _lat, lng: _lng, ...rest }: ManagedStore) => rest;

/**
 * Stores: search by region and keyword (paged), the stores nearest the caller's favourite store,
 * the caller's favourite store (단골매장), read and changed, and a store's telephone, hours and state
 * changed by staff (매장 관리, SAVE).
 */
export function storeRoutes(api: FastifyInstance): void {
  const stores: ManagedStore[] = STORES.map((s) => ({ ...s, status: 'OPEN' }));
  const favourites = new Map<string, string>();
  const favouriteOf = (sub: string) =>
    stores.find((s) => s.storeId === (favourites.get(sub) ?? 'S001')) ?? (stores[0] as ManagedStore);

  api.get<{ Querystring: PageQuery & { sido?: string; gugun?: string; keyword?: string; status?: string } }>(
    '/stores',
    async (request) => {
      const q = request.query;
      const sido = text(q.sido);
      const gugun = text(q.gugun);
      const keyword = text(q.keyword);
      const status = text(q.status);
      const rows = stores
        .filter(
          (s) =>
            (!status || s.status === status) &&
            (!sido || s.sido === sido) &&
            (!gugun || s.gugun === gugun) &&
            (!keyword || s.storeNm.includes(keyword) || s.addr.includes(keyword)),
        )
        .map(shown);
      return ok(pageOf(rows, q, ['storeNm']));
    },
  );

  api.get('/stores/near', async (request) => {
    const from = favouriteOf(request.caller.sub);
    return ok(
      stores
        .map((s) => ({ s, km: distanceKm(from, s) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, 10)
        .map(({ s, km }) => ({ ...shown(s), distance: `${km}km` })),
    );
  });

  api.get('/me/store', async (request) => ok(shown(favouriteOf(request.caller.sub))));

  api.post<{ Body: { storeId?: unknown } }>('/me/store', async (request, reply) => {
    const next = stores.find((s) => s.storeId === text(request.body?.storeId));
    if (!next) return reply.code(404).send(refuse('SHOP404', '선택하신 매장을 찾을 수 없습니다.'));
    favourites.set(request.caller.sub, next.storeId);
    return ok(shown(next));
  });

  api.post<{ Params: { storeId: string }; Body: Record<string, unknown> }>(
    '/stores/:storeId',
    async (request, reply) => {
      if (needsFunction(request, reply, 'SAVE', '매장 정보를 변경할')) return;
      const store = stores.find((s) => s.storeId === request.params.storeId);
      if (!store) return reply.code(404).send(refuse('SHOP404', '선택하신 매장을 찾을 수 없습니다.'));
      const telNo = text(request.body?.telNo);
      const hours = text(request.body?.hours);
      const status = text(request.body?.status);
      if (
        !/^0\d{1,2}-\d{3,4}-\d{4}$/.test(telNo) ||
        !hours ||
        hours.length > 50 ||
        !['OPEN', 'CLOSED'].includes(status)
      ) {
        return reply
          .code(400)
          .send(refuse('SHOP400', '전화번호(02-1234-5678), 영업시간(50자 이내)과 영업 상태를 확인해주세요.'));
      }
      Object.assign(store, { telNo, hours, status });
      return ok(shown(store));
    },
  );
}
