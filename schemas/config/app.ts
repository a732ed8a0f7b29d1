import { z } from 'zod';
import { DATE_DISPLAY_FORMATS } from '../../runtime/core/format/index.ts';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../runtime/core/theme/index.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../runtime/core/time/index.ts';
import { BASE_PATH_PATTERN, ROOT_BASE_PATH } from '../../runtime/core/url/index.ts';
import { PROFILES } from '../profiles.ts';
import { DEVICE_TYPES } from './shared.ts';

export const appSchema = z
  .strictObject({
    /** Environment profile. Default `local`. */
    profile: z.enum(PROFILES).default('local').describe('Environment profile. Default local.'),
    /** Target device. Default `ALL`. */
    deviceType: z.enum(DEVICE_TYPES).default('ALL').describe('Target device. Default ALL.'),
    /** Application version shown in the configuration screen. Default `0.1.0`. */
    version: z.string().min(1).default('0.1.0').describe('Application version. Default 0.1.0.'),
    /** The path the console is served under on its host (`/admin/`). Default `/`. */
    basePath: z
      .string()
      .regex(BASE_PATH_PATTERN, {
        message: '기본 경로는 /로 시작하고 /로 끝나는 경로여야 합니다 (예: /admin/).',
      })
      .default(ROOT_BASE_PATH)
      .describe(
        "The path the console is served under on a shared host (`/admin/`: begins and ends with `/`, segments of letters, digits and `. _ ~ -`). Everything follows it: the pages and routes (`/admin/pubs/...`), the build's files, the API (`/admin/api/...`, unless `api.baseUrl` is set), the event stream, uploads, `latest.json`, the login redirect and `rtnUrl`, and the cookies' path. The server answers 404 to anything outside it, so a reverse proxy forwards the prefix as it is (`location /admin/ { proxy_pass http://console; }`). Default / (the host's root).",
      ),
    /** Where browsers load the build's files from instead of the console server (a CDN). */
    assetsBaseUrl: z
      .string()
      .regex(/^(https:\/\/[^\s/?#]+|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?)(\/[^\s?#]*)?$/, {
        message: '자산 주소는 https 주소여야 합니다 (예: https://cdn.example.com/console/).',
      })
      .optional()
      .describe(
        "An origin (and path) the browser loads the build's files from instead of the console server: the scripts, style sheets and `public/` files of `dist/client`, copied there as they are after each `console build` (`https://cdn.example.com/console/`; http only for localhost). The pages, `latest.json` and the API stay on the console server, whose security policy allows the origin. The CDN must answer with `Access-Control-Allow-Origin` (module scripts load with CORS). Default none (the console server serves them under `app.basePath`).",
      ),
    /** System title shown in the header and the browser tab. Default `관리 콘솔`. */
    title: z
      .string()
      .min(1)
      .default('관리 콘솔')
      .describe(
        'System title: the product name over the login card, in the header and the browser tab. Default 관리 콘솔.',
      ),
    /** The product's logo beside its name over the login card: a path the console serves or an https URL. */
    logo: z
      .string()
      .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, {
        message: '로고는 /로 시작하는 경로나 https 주소여야 합니다.',
      })
      .optional()
      .describe(
        "The product's logo beside its name over the login card (and the other pages without the console's frame): a path the console serves (`/images/logo.svg`, from `public/`) or an https URL. Default none (the name alone).",
      ),
    /** Back-office density: `compact` (14 px text, 32 px controls, about 40 px rows) or `comfortable`. */
    density: z
      .enum(['compact', 'comfortable'])
      .default('compact')
      .describe(
        '`compact` (14 px text, 32 px controls, about 40 px grid rows) or `comfortable` (16 px text, 40 px controls); touch screens keep 40 px controls. Default compact.',
      ),
    /** How dates are displayed (grid and detail cells, date fields): `yyyy-MM-dd` or `MM/dd/yy`. */
    dateFormat: z
      .enum(DATE_DISPLAY_FORMATS)
      .default('yyyy-MM-dd')
      .describe(
        "Day format of displayed dates: grid, card and detail cells (`format: date`, and the day of `datetime`), `display` fields and the text of `date`/`dateRange` fields. `yyyy-MM-dd` (the Korean convention) or `MM/dd/yy` (spec section 9's `mm/dd/yy`: month/day/two-digit year, which date fields then also accept typed as `MM/dd/yy` or `MM/dd/yyyy`; a two-digit year falls from 80 years back to 19 ahead). Values sent, stored and exported stay `yyyy-MM-dd` (a deviation from the spec, see docs/spec-coverage.md). Default yyyy-MM-dd.",
      ),
    /** The console's calendar: the day of every date stored, shown, searched or naming a file. */
    timeZone: z
      .string()
      .refine(isTimeZone, { message: '알 수 없는 시간대입니다 (예: Asia/Seoul).' })
      .default(DEFAULT_TIME_ZONE)
      .describe(
        "The console's calendar (an IANA zone): the day and time of every date the console and its server show, search by, export or name a file with (log files, export file names), whatever the server's and the browser's own zones. Default Asia/Seoul.",
      ),
    theme: z
      .strictObject({
        primary: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/, '#rrggbb 형식의 색이어야 합니다.')
          .refine((c) => contrastRatio(c, '#ffffff') >= AA_TEXT_CONTRAST, {
            error: (issue) =>
              `버튼의 흰 글자가 읽히도록 흰색과의 명암비가 ${AA_TEXT_CONTRAST}:1 이상인 색이어야 합니다 (${contrastRatio(String(issue.input), '#ffffff')}:1).`,
          })
          .default('#1f5eff')
          .describe(
            'Brand colour (`#rrggbb`) of buttons, links and the current menu; refused unless white text on it reaches 4.5:1 (WCAG AA), with the ratio in the message. Default #1f5eff.',
          ),
      })
      .prefault({})
      .describe('Colours of the console.'),
  })
  .prefault({});
