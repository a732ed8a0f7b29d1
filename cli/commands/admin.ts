import { createInterface } from 'node:readline';
import { type DbCommandOptions, withDatabase } from './db.ts';

/**
 * Reads the password: on a terminal, a prompt without echo (twice; empty = generate); otherwise
 * the first line of standard input (none or empty = generate). `undefined` means "generate".
 */
export type PasswordReader = () => Promise<string | undefined>;

/** `console admin create <userId> [--generate] [--name <name>]`. */
export async function adminCreateCommand(
  o: DbCommandOptions & {
    userId: string;
    /** Display name. Default `관리자`. */
    name?: string | undefined;
    /** Generate the password instead of reading it. */
    generate?: boolean | undefined;
    /** Default: standard input (`readPasswordFromStdin`). */
    readPassword?: PasswordReader | undefined;
  },
): Promise<number> {
  let password: string | undefined;
  if (!o.generate) {
    try {
      password = await (o.readPassword ?? readPasswordFromStdin)();
    } catch (error) {
      o.io.err(`admin: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  }
  let refused = false;
  const code = await withDatabase(o, async (db, database) => {
    const result = await db.createAdministrator(database, { usrId: o.userId, usrNm: o.name, password });
    if (!result.ok) {
      o.io.err(result.message);
      refused = true;
      return;
    }
    o.io.out(`관리자 ${result.usrId}을(를) 만들었습니다 (역할 ADMIN).`);
    if (result.generatedPassword !== undefined) {
      o.io.out(`생성된 비밀번호 (다시 표시되지 않습니다): ${result.generatedPassword}`);
    }
  });
  return refused ? 1 : code;
}

/**
 * `console admin unlock <userId>`: unlocks an account from the server's shell, the way back in when
 * every administrator is locked out (`auth.lock.minutes: 0`, or sooner than the lock lifts).
 */
export async function adminUnlockCommand(o: DbCommandOptions & { userId: string }): Promise<number> {
  let missing = false;
  const code = await withDatabase(o, async (db, database) => {
    const done = await db.unlockAccount(database.db, o.userId, {
      updDttm: new Date(),
      updUsrId: 'console-cli',
      updUsrIp: '127.0.0.1',
    });
    if (!done) {
      o.io.err(`사용자를 찾을 수 없습니다: ${o.userId}`);
      missing = true;
      return;
    }
    o.io.out(`${o.userId} 계정의 잠금을 해제했습니다.`);
  });
  return missing ? 1 : code;
}

/** The default `PasswordReader`: a hidden prompt on a terminal, else the first line of stdin. */
export function readPasswordFromStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) return promptTwice();
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
    let line: string | undefined;
    rl.once('line', (l) => {
      line = l;
      rl.close();
    });
    rl.once('close', () => resolve(line ? line : undefined));
  });
}

async function promptTwice(): Promise<string | undefined> {
  const first = await promptHidden('비밀번호 (비워 두면 생성합니다): ');
  if (!first) return undefined;
  const again = await promptHidden('비밀번호 확인: ');
  if (again !== first) throw new Error('두 비밀번호가 다릅니다. 다시 실행하세요.');
  return first;
}

/** One line from the terminal in raw mode, echoing nothing. Ctrl-C rejects. */
function promptHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish();
        if (ch === '\u0003') return finish(new Error('취소했습니다.'));
        value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch;
      }
    };
    stdin.on('data', onData);
  });
}
