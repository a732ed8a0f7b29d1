import { useId } from 'react';
import { type Density, USER_THEME_COLOURS } from '../../../core/theme/index.ts';
import { tShell } from '../../i18n/index.ts';
import { useConfig, useUserSettings } from '../../runtime/index.ts';
import { Button, Modal, SegmentedSelect, Switch } from '../kit/index.ts';
import { useMediaQuery } from '../kit/useMediaQuery.ts';
import { DRAWER_QUERY } from './drawerQuery.ts';

/**
 * 화면 설정: a drawer at the page's right edge where a staff member sets, for themselves in this
 * browser, the density, the theme colour, the side menu folded (at 960 px and wider), and tab mode where the
 * configuration turns it on (applied when the page loads again). Each change applies at once;
 * 기본값으로 gives every one back to the configuration.
 */
export function SettingsDrawer({
  open,
  onClose,
  userName,
}: {
  open: boolean;
  onClose: () => void;
  userName: string;
}) {
  const config = useConfig();
  const { values, settings } = useUserSettings();
  const colourName = useId();
  // Below 960 px the side menu is a drawer that never stays open: nothing to fold.
  const sideMenuFolds = !useMediaQuery(DRAWER_QUERY);
  const configured = config.app.theme.primary.toLowerCase();
  const colours = [
    { name: tShell('settings.colourDefault'), value: configured },
    ...USER_THEME_COLOURS.filter((c) => c.value !== configured),
  ];
  const primary = values.primary ?? configured;
  const tabsOn = settings.tabsConfigured && values.tabs !== false;
  // runtime.config carries the tab mode this page was made with.
  const tabsChanged = settings.tabsConfigured && tabsOn !== config.management.tabs.enabled;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={tShell('settings.title')}
      placement="end"
      dismissOnBackdrop
      footer={
        <Button variant="secondary" onClick={() => settings.reset()}>
          {tShell('settings.reset')}
        </Button>
      }
    >
      <p className="c-settings__note">{tShell('settings.note', { name: userName })}</p>
      <div className="c-settings">
        <SegmentedSelect
          label={tShell('settings.density')}
          options={[
            { value: 'compact', label: tShell('settings.densityCompact') },
            { value: 'comfortable', label: tShell('settings.densityComfortable') },
          ]}
          value={values.density ?? config.app.density}
          onChange={(v) =>
            settings.update({ density: v === config.app.density ? undefined : (v as Density) })
          }
        />
        <fieldset className="c-settings__colours">
          <legend className="c-field__label">{tShell('settings.colour')}</legend>
          <div className="c-settings__swatches">
            {colours.map((c) => (
              <label key={c.value} className="c-swatch">
                <input
                  type="radio"
                  name={colourName}
                  value={c.value}
                  checked={primary === c.value}
                  onChange={() => settings.update({ primary: c.value === configured ? undefined : c.value })}
                />
                <span className="c-swatch__chip" style={{ background: c.value }} aria-hidden="true" />
                <span className="c-swatch__name">{c.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {sideMenuFolds ? (
          <Switch
            label={tShell('settings.menuCollapsed')}
            hint={tShell('settings.menuCollapsedHint')}
            checked={values.menuCollapsed === true}
            onChange={(on) => settings.update({ menuCollapsed: on || undefined })}
          />
        ) : null}
        {settings.tabsConfigured ? (
          <div className="c-settings__tabs">
            <Switch
              label={tShell('settings.tabs')}
              hint={tShell('settings.tabsHint')}
              checked={tabsOn}
              onChange={(on) => settings.update({ tabs: on ? undefined : false })}
            />
            {tabsChanged ? (
              <Button variant="secondary" onClick={() => window.location.reload()}>
                {tShell('settings.reload')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
