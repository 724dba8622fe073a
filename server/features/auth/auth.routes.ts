import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authMessages, forgotPasswordInput, loginInput, resetPasswordInput } from '../../../shared/api/auth';
import { idParams, messageBody } from '../../../shared/api/paging';
import { currentUserSchema } from '../../../shared/api/users';
import { userOf } from '../../platform/access';
import { HttpError, invalid } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { actorOf, ensureSession, startSession } from '../../platform/sessions';
import { audit } from '../audit/audit';
import { findUserByEmail } from '../users/users.queries';
import { assumeUser, returnFromAssumed } from './assume-user';
import { currentUser } from './current-user';
import { clearFailures, lockoutSeconds, recordFailure, recordResetRequest, resetLockoutSeconds } from './login-throttle';
import { resetPassword, sendPasswordResetLink } from './password-reset';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The session POSTs answer with a new cookie, which a replayed answer would not carry: they take no
  // Idempotency-Key (`idempotency: false`, platform/idempotency.ts); signing in twice is harmless anyway.

  app.get('/sanctum/csrf-cookie', { config: { access: 'public' } }, async (request, reply) => {
    await ensureSession(app, request, reply);
    return reply.status(204).send();
  });

  app.post('/login', { config: { access: 'guest', idempotency: false }, schema: { body: loginInput } }, async (request, reply) => {
    const { email, password } = request.body;
    const wait = await lockoutSeconds(app.db, email, request.ip);
    if (wait > 0) {
      throw new HttpError(429, authMessages.throttle(wait), { email: [authMessages.throttle(wait)] }, { 'Retry-After': String(wait) });
    }
    const user = await findUserByEmail(app.db, email);
    const ok = await verifyPassword(user?.active ? user.passwordHash : null, password);
    if (!user || !ok) {
      await recordFailure(app.db, email, request.ip);
      throw invalid({ email: [authMessages.failed] });
    }
    await clearFailures(app.db, email, request.ip);
    await startSession(app, request, reply, { userId: user.id, originalUserId: null });
    await audit(
      app.db,
      { userId: user.id, originalUserId: null, userName: user.name },
      {
        action: 'login',
        subjectType: 'users',
        subjectId: user.id,
        description: `${user.name} signed in`,
      },
    );
    return reply.status(204).send();
  });

  // Signed-in only, so the XSRF check applies: a public POST is exempt, and a forged sign-out is still a forgery.
  app.post('/logout', { config: { access: 'authenticated', idempotency: false } }, async (request, reply) => {
    await startSession(app, request, reply, { userId: null, originalUserId: null });
    return reply.status(204).send();
  });

  app.get('/api/user', { config: { access: 'authenticated' }, schema: { response: { 200: currentUserSchema } } }, async (request) =>
    currentUser(app.db, userOf(request), request.session?.originalUserId ?? null),
  );

  app.post(
    '/forgot-password',
    { config: { access: 'guest', idempotency: false }, schema: { body: forgotPasswordInput, response: { 200: messageBody } } },
    async (request) => {
      const wait = await resetLockoutSeconds(app.db, request.ip);
      if (wait > 0) {
        throw new HttpError(
          429,
          authMessages.resetTooMany(wait),
          { email: [authMessages.resetTooMany(wait)] },
          { 'Retry-After': String(wait) },
        );
      }
      await recordResetRequest(app.db, request.ip);
      await sendPasswordResetLink(app.db, app.jobs, app.config, request.body.email);
      return { message: authMessages.resetSent };
    },
  );

  app.post(
    '/reset-password',
    { config: { access: 'guest', idempotency: false }, schema: { body: resetPasswordInput, response: { 200: messageBody } } },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { message: authMessages.reset };
    },
  );

  // Its answer is a session cookie, which a replayed answer would not carry.
  app.get(
    '/assume/:id',
    { config: { access: 'users', csrf: true, idempotency: false }, schema: { params: idParams } },
    async (request, reply) => {
      const target = await assumeUser(
        app.db,
        userOf(request),
        request.session?.originalUserId ?? null,
        request.params.id,
        actorOf(request),
      );
      await startSession(app, request, reply, { userId: target.id, originalUserId: userOf(request).id });
      return reply.status(204).send();
    },
  );

  /** Back to your own account after assuming another. */
  app.post('/assume/return', { config: { access: 'authenticated', idempotency: false } }, async (request, reply) => {
    const originalId = request.session?.originalUserId;
    if (!originalId) throw new HttpError(422, 'You are not signed in as another user.');
    await returnFromAssumed(app.db, userOf(request), originalId);
    await startSession(app, request, reply, { userId: originalId, originalUserId: null });
    return reply.status(204).send();
  });
}
