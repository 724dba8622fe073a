import type { PermissionKey } from '../../shared/permissions';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { EventBus } from './events';
import type { Jobs } from './jobs';
import type { SessionStore } from './sessions';
import type { Storage } from './storage';

/** Who a route may serve: anyone, any signed-in user, or holders of one of the listed permissions. */
export type Access = 'public' | 'guest' | 'authenticated' | PermissionKey | readonly PermissionKey[];

export type SessionUser = {
  id: number;
  name: string;
  email: string;
  roleId: number;
  roleName: string;
  permissions: PermissionKey[];
};

export type SessionState = {
  id: string;
  csrfToken: string;
  userId: number | null;
  originalUserId: number | null;
};

/** The person acting, for the audit trail. */
export type Actor = { userId: number | null; originalUserId: number | null; userName: string | null };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A GET that changes state still demands the XSRF header. */
    csrf?: boolean;
    /** The answer may be shown in a frame of the product's own pages (a document viewer); never elsewhere. */
    embeddable?: boolean;
    /**
     * Whether the route honours `Idempotency-Key` (decision 022). Unsaid: every POST and every GET marked `csrf`.
     * `false`: a request whose answer cannot be replayed (it changes the session, or has a protocol of its own);
     * `true`: another method whose retry would write twice.
     */
    idempotency?: boolean;
  }
  interface FastifyRequest {
    session: SessionState | null;
    user: SessionUser | null;
  }
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** In-process events between features (platform/events.ts); handlers are registered in app.ts. */
    events: EventBus;
    jobs: Jobs;
    sessionStore: SessionStore;
    storage: Storage;
    /** Turn new requests away (503) and let running ones finish: the first step of stopping (SIGTERM). */
    stopGracefully(ms?: number): Promise<void>;
    /** Every route with its access rule, for the access-matrix, CSRF and idempotency tests. */
    routeTable: { method: string; url: string; access: Access; csrf: boolean; idempotent: boolean }[];
  }
}
