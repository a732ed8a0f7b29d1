/** The test files under `dir` (default tests/server; relative to `root`) whose outcome can depend on TEST_DATABASE_URL. */
export function databaseTestFiles(root: string, dir?: string): string[];
