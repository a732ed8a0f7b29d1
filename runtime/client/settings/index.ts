export {
  createUserSettings,
  type UserSettingsRuntime,
  type UserSettingsState,
} from './createUserSettings.ts';
