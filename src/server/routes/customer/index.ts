// The customer pages' API under /api/customer (ARCHITECTURE.md: customer pages under /c/…). No login:
// a random, expiring link sent by the practice is the permission for one step, so these routes need
// noAuth and no CSRF token (there is no session to ride on). Answers are never cached or referred on.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { needs } from '../../plugins/access';
import { contractDeps } from '../../services/contracts/deps';
import { completeApplication, type ApplicationPayload } from '../../services/customer-links/application';
import { answerCsrAuthorization } from '../../services/customer-links/csr-authorization';
import { customerLinkView } from '../../services/customer-links/customer-view';
import { esignCheckCode, renderEsignCheckPdf } from '../../services/customer-links/esign-check';
import { openLink, type CustomerClient } from '../../services/customer-links/link-access';
import {
  agreementPdf,
  giveEsignConsent,
  signAgreement,
  signedCopy,
} from '../../services/customer-links/signing';
import * as s from './schemas';

type Token = { Params: { token: string } };
const open = needs('noAuth', { csrfExempt: true });

const clientOf = (request: FastifyRequest): CustomerClient => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? 'unknown').slice(0, 500),
});

function sendPdf(reply: FastifyReply, bytes: Uint8Array, filename: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .send(Buffer.from(bytes));
}

export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const deps = contractDeps(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  });
  const params = s.tokenParams;

  app.get<Token>('/links/:token', { config: open, schema: { params, response: s.linkView } }, (request) =>
    customerLinkView(deps, request.params.token),
  );

  app.post<Token & { Body: { agree: boolean } }>(
    '/links/:token/csr-authorization',
    { config: open, schema: { params, body: s.csrAnswerBody, response: s.csrAnswerResponse } },
    (request) => answerCsrAuthorization(deps, request.params.token, request.body.agree, clientOf(request)),
  );

  app.post<Token & { Body: ApplicationPayload }>(
    '/links/:token/application',
    { config: open, schema: { params, body: s.applicationBody, response: s.applicationResponse } },
    (request) => completeApplication(deps, request.params.token, request.body),
  );

  app.get<Token>(
    '/links/:token/esign-check.pdf',
    { config: open, schema: { params, response: s.pdfResponse } },
    async (request, reply) => {
      const { link, scope } = await openLink(deps.db, request.params.token, 'signature', new Date());
      const pdf = await renderEsignCheckPdf(esignCheckCode(link), scope.facility.name);
      return sendPdf(reply, pdf, 'electronic-records-check.pdf');
    },
  );

  app.post<Token & { Body: { code: string } }>(
    '/links/:token/esign-consent',
    { config: open, schema: { params, body: s.consentBody, response: s.consentResponse } },
    (request) => giveEsignConsent(deps, request.params.token, request.body.code, clientOf(request)),
  );

  app.get<Token>(
    '/links/:token/agreement.pdf',
    { config: open, schema: { params, response: s.pdfResponse } },
    async (request, reply) => {
      const { scope } = await openLink(deps.db, request.params.token, 'signature', new Date());
      return sendPdf(reply, await agreementPdf(deps, scope), 'payment-plan-agreement.pdf');
    },
  );

  app.post<Token & { Body: { signature_name: string; document_sha256: string } }>(
    '/links/:token/signature',
    { config: open, schema: { params, body: s.signatureBody, response: s.signatureResponse } },
    (request) => signAgreement(deps, request.params.token, request.body, clientOf(request)),
  );

  app.get<Token>(
    '/links/:token/signed.pdf',
    { config: open, schema: { params, response: s.pdfResponse } },
    async (request, reply) =>
      sendPdf(reply, await signedCopy(deps, request.params.token), 'signed-payment-plan-agreement.pdf'),
  );
}
