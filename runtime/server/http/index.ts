export { API_PREFIX, DECLARED_API_PREFIX, isApiPath } from '../../core/url/isApiPath.ts';
export { ApiError } from './apiError.ts';
export { type ApiRouteHandler, type ApiRouteOptions, type ApiRouteSchema, apiRoute } from './apiRoute.ts';
export { contentDisposition } from './contentDisposition.ts';
export { type ApiEnvelope, failure, SUCCESS_CODE, success } from './envelope.ts';
export { classifyError, errorHandler } from './errorHandler.ts';
export { invalidRequestAnswer, issuesOfValidation, requestInput } from './requestValidation.ts';
export { SERVER_ERRORS, type ServerError } from './serverErrors.ts';
export { unencapsulated } from './unencapsulated.ts';
