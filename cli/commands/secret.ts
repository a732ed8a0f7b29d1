import { type DbCommandOptions, withDatabase } from './db.ts';

// The server's key code is imported lazily, keeping it out of the other commands' start-up.
const keysModule = () => import('../../runtime/server/auth/index.ts');

/**
 * `console secret rotate`: a new server-only key (in the database) signs from now on; the retired
 * ones keep verifying tokens for the refresh lifetime (12 h), so nobody is logged out. Every
 * instance picks the new key up within a minute. `--revoke` (a leaked key) deletes the old keys and
 * ends every login session instead. With `CONSOLE_SECRET_KEY` set the servers use that
 * key instead, so this refuses and says how to rotate it.
 */
export async function secretRotateCommand(o: DbCommandOptions & { revoke?: boolean }): Promise<number> {
  const env = o.env ?? process.env;
  if (env.CONSOLE_SECRET_KEY) {
    o.io.err(
      'CONSOLE_SECRET_KEY가 설정되어 있어 서버는 데이터베이스의 키를 쓰지 않습니다. 환경 변수의 키를 바꾸려면 ' +
        '새 값을 CONSOLE_SECRET_KEY에, 이전 값을 CONSOLE_SECRET_KEY_PREVIOUS에 넣고 서버를 다시 시작하세요 ' +
        '(이전 키로 발급된 토큰은 CONSOLE_SECRET_KEY_PREVIOUS가 있는 동안 유효합니다).',
    );
    return 1;
  }
  return withDatabase(o, async (_db, database) => {
    const { rotateServerKey } = await keysModule();
    const { kid, endedSessions } = await rotateServerKey(database.db, new Date(), {
      revoke: o.revoke === true,
    });
    o.io.out(
      o.revoke
        ? `새 서버 키 ${kid}로 서명합니다. 이전 키를 모두 폐기하고 로그인 세션 ${endedSessions}개를 종료했습니다 (실행 중인 서버는 바로 새 키를 읽습니다).`
        : `새 서버 키 ${kid}를 게시했습니다. 1.5초 뒤부터 이 키로 서명하고, 이전 키는 12시간 동안 토큰 검증에만 쓰입니다 (실행 중인 서버는 바로 새 키를 읽습니다).`,
    );
  });
}
