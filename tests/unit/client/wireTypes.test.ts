import { describe, expectTypeOf, it } from 'vitest';
import type { LoginEnvelope } from '../../../runtime/client/auth/index.ts';
import type { ApprovalType, LoginResponse } from '../../../runtime/core/auth/index.ts';
import type { InitialMenu, RawInitialData } from '../../../runtime/core/initialData/processInitialData.ts';
import type { LoginResultBody, UserMenu } from '../../../runtime/core/session/loginResult.ts';
import type { ApiAnswer, ApiAnswerBody, ApiRequestBody } from '../../../schemas/api/routes.ts';

// The client reads answers with lenient types (an older or newer server may add or drop a field),
// but those types must accept every answer the server's route table describes, and must not name a
// field the server does not send: a renamed field on the server breaks `npm run typecheck` here.

/** Compiles only when `A` is assignable to `B` (expect-type's toExtend misreads index-signature targets). */
const assignable = <A extends B, B>(_value?: A): void => undefined;

/** The named keys of a type (an index signature's `string` left out). */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
/** The keys of any member of a union. */
type KeysOfUnion<T> = T extends unknown ? keyof T : never;

type LoginBody = NonNullable<ApiAnswerBody<'auth.login'>>;
type LoginCompleteBody = NonNullable<ApiAnswerBody<'auth.loginComplete'>>;
type LoginSuccess = Extract<LoginBody, { userMenus: unknown }>;

describe('the client pins its lenient wire types to the route table', () => {
  it('login answers fit the login screen (LoginResponse, LoginEnvelope) and name no other field', () => {
    expectTypeOf<ApiAnswer<'auth.login'>>().toExtend<LoginResponse>();
    expectTypeOf<ApiAnswer<'auth.loginComplete'>>().toExtend<LoginResponse>();
    expectTypeOf<LoginEnvelope>().toExtend<LoginResponse>();
    expectTypeOf<KeysOfUnion<NonNullable<LoginResponse['body']>>>().toExtend<
      KeysOfUnion<LoginBody | LoginCompleteBody>
    >();
  });

  it('a logged-in answer fits the session (LoginResultBody, UserMenu)', () => {
    assignable<LoginSuccess, LoginResultBody>();
    assignable<LoginSuccess['userMenus'][number], UserMenu>();
    expectTypeOf<Exclude<KnownKeys<UserMenu>, 'srtNo'>>().toExtend<keyof LoginSuccess['userMenus'][number]>();
  });

  it('favourite answers fit UserMenu, field for field', () => {
    type Favourite = ApiAnswerBody<'usermenu.list'>[number];
    assignable<ApiAnswerBody<'usermenu.add'>, readonly UserMenu[]>();
    expectTypeOf<KnownKeys<UserMenu>>().toExtend<keyof Favourite>();
  });

  it('the initial data fits RawInitialData and its menus InitialMenu, field for field', () => {
    type Initial = ApiAnswerBody<'system.initialData'>;
    assignable<Initial, RawInitialData>();
    expectTypeOf<keyof RawInitialData>().toEqualTypeOf<keyof Initial>();
    assignable<Initial['menus'][number], InitialMenu>();
    expectTypeOf<KnownKeys<InitialMenu>>().toExtend<keyof Initial['menus'][number]>();
    // On the wire a time is an ISO string (the server holds a Date).
    expectTypeOf<Initial['menus'][number]['regDttm']>().toEqualTypeOf<string>();
  });

  it('approval types are the server’s', () => {
    expectTypeOf<ApprovalType>().toEqualTypeOf<ApiRequestBody<'auth.approval'>['aprvTypeCd']>();
  });
});
