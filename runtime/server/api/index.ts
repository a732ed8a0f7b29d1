export { type ManagementApiOptions, managementApi } from './managementApi.ts';
