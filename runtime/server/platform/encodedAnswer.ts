import type { FastifyReply } from 'fastify';
import { encode, type z } from 'zod';
import { envelopeSchema } from './apiRoute.ts';
import { success } from './envelope.ts';

/**
 * The bytes a table route answers for `body` (its success envelope, encoded and checked against
 * the route's answer schema exactly as the route's serializer would), for an answer computed once
 * and sent many times. Throws when `body` does not fit the schema, like the serializer.
 */
export function encodedAnswer(route: { response?: z.ZodType }, body: unknown): Buffer {
  if (!route.response) throw new Error('encodedAnswer: the route has no answer schema');
  return Buffer.from(JSON.stringify(encode(envelopeSchema(route.response), success(body))));
}

/** Sends bytes made by `encodedAnswer` (Fastify does not serialize a Buffer again). */
export function sendEncoded(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.header('content-type', 'application/json; charset=utf-8').send(bytes);
}
