export { type AuthApi, createAuthApi, type LoginEnvelope } from './authApi.ts';
export {
  createLoginFlow,
  type LoginFlow,
  type LoginFlowDeps,
  type LoginFlowState,
  type LoginStep,
} from './createLoginFlow.ts';
