// The `sid` cookie, read and written by hand: one opaque base64url value needs no cookie library
// (and @fastify/cookie loads the ESM-only `cookie` package by dynamic import, which jest cannot run).
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'sid';

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

function write(reply: FastifyReply, cookie: string): void {
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...list.filter((c) => !c.startsWith(`${SESSION_COOKIE}=`)), cookie]);
}

export function writeSessionCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY=1 (Fastify trustProxy).
  const secure = request.protocol === 'https' ? '; Secure' : '';
  write(reply, `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure}`);
}

export function clearSessionCookie(reply: FastifyReply): void {
  write(
    reply,
    `${SESSION_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`,
  );
}
