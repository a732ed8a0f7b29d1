import type { DataDirLockedError } from '../../runtime/server/index.ts';

/**
 * What `console dev` and `console start` print when another process holds the PGlite data folder
 * (a running `npm start` most often): in Korean, then in English, what to do. `dev` can take its own
 * folder (`--data-dir`); `start` takes one from CONSOLE_DATA_DIR.
 */
export function dataDirLockedMessage(error: DataDirLockedError, command: 'dev' | 'start'): string {
  const other =
    command === 'dev'
      ? 'npx console dev --data-dir .data/dev'
      : 'CONSOLE_DATA_DIR=.data/other npx console start';
  return [
    `데이터 폴더 ${error.dataDir}는 이미 다른 프로세스(${error.holder})가 쓰고 있습니다. PGlite 폴더는 한 프로세스만 열 수 있습니다.`,
    `  실행 중인 npm start(또는 다른 console start·dev)를 Ctrl+C로 멈춘 뒤 다시 실행하거나, 다른 데이터 폴더를 쓰세요: ${other}`,
    `  (실행 중인 콘솔이 없다면 ${error.lockDir}를 지우세요.)`,
    `The data folder ${error.dataDir} is already open in ${error.holder}; PGlite opens a folder in one process only.`,
    `  Stop the running npm start (or another console start or dev) with Ctrl+C and run this again, or use another data folder: ${other}`,
    `  (If no console runs, delete ${error.lockDir}.)`,
  ].join('\n');
}
