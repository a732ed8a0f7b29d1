import type { FastifyInstance } from 'fastify';
import { ok, refuse, text } from './envelope.ts';
import { koreanDay } from './koreanDay.ts';
import type { Member } from './members.ts';
import { needsFunction } from './opsRoutes.ts';
import { type PageQuery, pageOf } from './paging.ts';

/**
 * 회원 조회 for staff: members searched by name, member number or the last digits of a mobile
 * number and by grade (paged), and one member by number. The answers carry personal data in the
 * clear; the console masks it and records every access (apis.shop.members.personal).
 */
export function memberRoutes(api: FastifyInstance, members: Member[]): void {
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

  // 회원 일괄 등록: a batch of new members, all or nothing (the console sends each batch once).
  api.post<{ Body: { members?: unknown } }>('/members/bulk', async (request, reply) => {
    if (needsFunction(request, reply, 'SAVE', '회원을 등록할')) return;
    const rows = Array.isArray(request.body?.members)
      ? (request.body.members as Record<string, unknown>[])
      : [];
    if (rows.length === 0 || rows.length > 1000)
      return reply.code(400).send(refuse('SHOP400', '등록할 회원을 1명에서 1,000명까지 보내주세요.'));
    const mobiles = new Set(members.map((m) => m.mobile.replaceAll('-', '')));
    const added: Member[] = [];
    let next = members.reduce((max, m) => Math.max(max, Number(m.memberNo.slice(1)) || 0), 100000);
    for (const [i, row] of rows.entries()) {
      const problem = memberProblem(row, mobiles);
      if (problem)
        return reply.code(400).send(refuse('SHOP400', `${i + 1}번째 회원(${text(row.name)}): ${problem}`));
      const mobile = text(row.mobile);
      mobiles.add(mobile.replaceAll('-', ''));
      added.push({
        memberNo: `M${++next}`,
        name: text(row.name),
        mobile: mobile.includes('-') ? mobile : mobile.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3'),
        birth: text(row.birth),
        email: text(row.email),
        address: text(row.address),
        grade: (text(row.grade) || 'BASIC') as Member['grade'],
        joinDt: koreanDay(),
      });
    }
    members.push(...added);
    return ok({ list: added.map((m) => ({ memberNo: m.memberNo, name: m.name })) });
  });
}

const GRADES = new Set(['VIP', 'GOLD', 'SILVER', 'BASIC']);

/** What is wrong with a new member, in Korean; undefined when it can be registered. */
function memberProblem(row: Record<string, unknown>, mobiles: ReadonlySet<string>): string | undefined {
  const name = text(row.name);
  const mobile = text(row.mobile);
  if (!name || name.length > 20) return '이름은 1자에서 20자까지입니다.';
  if (!/^01[016789]-?\d{3,4}-?\d{4}$/.test(mobile)) return '휴대폰번호가 올바르지 않습니다.';
  if (mobiles.has(mobile.replaceAll('-', ''))) return `이미 등록된 휴대폰번호입니다(${mobile}).`;
  const birth = text(row.birth);
  if (birth && !/^\d{4}-\d{2}-\d{2}$/.test(birth)) return '생년월일은 yyyy-MM-dd 형식입니다.';
  const email = text(row.email);
  if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return '이메일 주소가 올바르지 않습니다.';
  const grade = text(row.grade);
  if (grade && !GRADES.has(grade)) return '등급은 VIP, GOLD, SILVER, BASIC 중 하나입니다.';
  if (text(row.address).length > 200) return '주소는 200자까지입니다.';
  return undefined;
}
