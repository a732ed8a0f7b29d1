import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../../runtime/client/api/index.ts';
import { createAuthApi } from '../../../../runtime/client/auth/index.ts';
import { loginRequestSchema } from '../../../../schemas/api/auth.ts';

/** An API client that records calls and answers `0000`; anything else it is asked throws. */
function recordingClient() {
  const calls: ApiRequest[] = [];
  const unexpected = () => {
    throw new Error('fake api: not set up for this');
  };
  const api = {
    call: async (request: ApiRequest) => {
      calls.push(request);
      return { resultCode: '0000', resultMessage: '', body: null };
    },
    download: unexpected,
    upload: unexpected,
    uploadResumable: unexpected,
    headers: unexpected,
  } as unknown as ApiClient;
  return { api, calls };
}

describe('the login call (spec section 7: userName, userId, userPw; secured)', () => {
  it('sends the entered id as userName and userId, with the password, over the secured channel', async () => {
    const { api, calls } = recordingClient();
    await createAuthApi(api).login('admin', 'Passw0rd!');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/authentication/login',
      method: 'POST',
      secured: true,
      body: { userName: 'admin', userId: 'admin', userPw: 'Passw0rd!' },
    });
    expect(Object.keys(calls[0]!.body as object)).toEqual(['userName', 'userId', 'userPw']);
    expect(loginRequestSchema.parse(calls[0]!.body)).toEqual(calls[0]!.body);
  });
});
