import type { FastifyRequest } from 'fastify';

/** Who changed a record and from where (the audit fields of spec section 3). */
export interface AuditStamp {
  regDttm: Date;
  regUsrId: string;
  regUsrIp: string;
  updDttm: Date;
  updUsrId: string;
  updUsrIp: string;
}

/** Audit fields for a write made by the caller of `request`, all stamped with one instant. */
export function auditStamp(request: FastifyRequest, now: Date = new Date()): AuditStamp {
  const usrId = (request.user?.usrId ?? 'anonymous').slice(0, 50);
  const ip = request.ip.slice(0, 45);
  return { regDttm: now, regUsrId: usrId, regUsrIp: ip, updDttm: now, updUsrId: usrId, updUsrIp: ip };
}

/** The update half of a stamp (what an UPDATE sets). */
export function updateStamp(stamp: AuditStamp): Pick<AuditStamp, 'updDttm' | 'updUsrId' | 'updUsrIp'> {
  return { updDttm: stamp.updDttm, updUsrId: stamp.updUsrId, updUsrIp: stamp.updUsrIp };
}
