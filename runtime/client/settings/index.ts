export {
  createUserSettings,
  LAST_USER_KEY,
  type UserSettingsRuntime,
  type UserSettingsState,
} from './createUserSettings.ts';
