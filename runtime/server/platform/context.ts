/** What every API route knows about its caller, set by the hooks of this folder. */
export interface SessionUser {
  usrId: string;
  usrNm: string;
  /** The user's role (users.role_id); null when the user has none. */
  roleId: string | null;
  /** Login session (login_sessions.session_id). */
  sessionId: string;
  /** Process id claim of the session (`procId`). */
  procId: string;
  /** Authority strings `menuId:programId:functionId` of the user and the user's role. */
  roles: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** `X-Tran-Id` of the call (or one made up for it), logged with every line of the request. */
    tranId: string;
    /** The authenticated caller; undefined on public routes. */
    user: SessionUser | undefined;
  }
  // `public`, `secured` and `program` come from the route table (schemas/api/endpoints.ts) through
  // apiRoute(); `optionalAuth` and `allowEndedSession` are the server's own, given at registration.
  interface FastifyContextConfig {
    /** No authentication (login, login-complete, initial data, health). Default false. */
    public?: boolean;
    /**
     * On a public route: authenticate when a token is sent, setting `request.user`, and carry on
     * without one when it is absent or not valid. Default false.
     */
    optionalAuth?: boolean;
    /** Query and body arrive as one encrypted `__usp` parameter (fidelity.md). Default false. */
    secured?: boolean;
    /**
     * The program (`proIdVal`) the route belongs to and, for a write, the function it needs
     * (`SAVE`, `DELETE`, …). The `Menu-Id` menu must be a menu of that program; the caller needs
     * menu authority there (a read; public menus allow it) or that function's authority (a write;
     * public menus never allow it), and must pass its IP limit. Default: not bound.
     */
    program?: { id: string; fn?: string };
    /**
     * A genuine token of a session that has already ended (logged out, replaced, expired) is let
     * through with `request.user` undefined instead of answering FS01/FS10 (logout). Default false.
     */
    allowEndedSession?: boolean;
  }
}
