import type { FastifyInstance } from 'fastify';
import { ok, refuse, text } from './envelope.ts';
import type { Member } from './members.ts';
import { type PageQuery, pageOf } from './paging.ts';

/**
 * 회원 조회 for staff: members searched by name, member number or the last digits of a mobile
 * number and by grade (paged), and one member by number. The answers carry personal data in the
 * clear; the console masks it and records every access (apis.shop.members.personal).
 */
export function memberRoutes(api: FastifyInstance, members: readonly Member[]): void {
  api.get<{ Querystring: PageQuery & { keyword?: string; grade?: string } }>('/members', async (request) => {
    const q = request.query;
    const keyword = text(q.keyword);
    const grade = text(q.grade);
    const rows = members.filter(
      (m) =>
        (!grade || m.grade === grade) &&
        (!keyword ||
          m.name.includes(keyword) ||
          m.memberNo.includes(keyword.toUpperCase()) ||
          m.mobile.replaceAll('-', '').endsWith(keyword.replaceAll('-', ''))),
    );
    return ok(pageOf(rows, q, ['memberNo', 'name', 'joinDt', 'grade']));
  });

  api.get<{ Params: { memberNo: string } }>('/members/:memberNo', async (request, reply) => {
    const member = members.find((m) => m.memberNo === request.params.memberNo);
    if (!member) return reply.code(404).send(refuse('SHOP404', '회원을 찾을 수 없습니다.'));
    return ok(member);
  });
}
