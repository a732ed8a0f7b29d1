export { type ApiFileOrigin, apiFileText } from './apiFileText.ts';
export { type ImportedApi, type ImportResult, importOpenApi } from './importOpenApi.ts';
export { OpenApiError, readOpenApi } from './readOpenApi.ts';
