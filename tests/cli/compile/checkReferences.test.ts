import { afterAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../cli/compile/index.ts';
import { checkReferences, compileProject, loadScreens } from '../../../cli/compile/index.ts';
import { printed, removeTempProjects, tempProject, writeFiles } from '../support/project.ts';

afterAll(removeTempProjects);

const CONFIG = 'management:\n  codeGroups: [GENDER, PHONE_PREFIX]\n';

/** A project with `screens` (paths relative to screens/) and a config: its printed diagnostics. */
function diagnose(screens: Record<string, string>, config = CONFIG): string[] {
  const files: Record<string, string> = { 'console.config.yaml': config };
  for (const [rel, text] of Object.entries(screens)) files[`screens/${rel}`] = text;
  return printed(compileProject({ root: tempProject(files), env: {} }).diagnostics);
}

const lines = (...l: string[]) => `${l.join('\n')}\n`;

/** A form whose one field carries `field` lines (indented under the field's `- name:`). */
const form = (...field: string[]) =>
  lines(
    'title: 폼',
    'body:',
    '  - type: form',
    '    fields:',
    '      - name: email',
    '        label: 이메일',
    ...field.map((l) => `        ${l}`),
  );

/** A manifest using every kind of reference, each resolving. */
const EVERYTHING = lines(
  'title: 전부',
  'body:',
  '  - type: link',
  '    label: 홈',
  '    to: /',
  '  - type: cards',
  '    items:',
  '      - { title: 카드, to: /other/ }',
  '  - type: search',
  '    for: members',
  '    fields:',
  '      - { name: gender, label: 성별, type: select, codeGroup: GENDER }',
  '  - type: grid',
  '    id: members',
  '    source: { api: menu.list, params: { sysCd: CONSOLE } }',
  '    columns:',
  '      - { key: amt, label: 금액, format: currency, mask: NAME }',
  '    rowActions:',
  '      - label: 삭제',
  '        action: { confirm: 삭제할까요?, then: { api: menu.remove, then: { navigate: "/other?id={mnuId}" } } }',
  '  - type: grid',
  '    source: { rows: [] }',
  '    columns: [{ key: a, label: A }]',
  '  - type: details',
  '    items:',
  '      - { label: 일자, value: "20240101", format: date, mask: ID }',
  '  - type: tabs',
  '    items:',
  '      - label: 탭',
  '        body:',
  '          - type: dialog',
  '            label: 약관',
  '            popup: terms',
  '  - type: form',
  '    fields:',
  '      - name: pw',
  '        label: 비밀번호',
  '        validators: [required, password, { maxBytes: 20 }, { minLength: 8, message: 짧아요 }]',
  '      - name: pw2',
  '        label: 확인',
  '        validators: [{ sameAs: pw }, { email: true, message: 형식 }]',
  '    submit: { action: { api: auth.editPassword, then: { navigate: / } } }',
  '    cancel: { navigate: /other }',
  '  - type: button',
  '    label: 안내',
  '    action: { alert: 저장했습니다., then: { navigate: /other } }',
  'popups:',
  '  terms:',
  '    title: 약관',
  '    body:',
  '      - type: buttons',
  '        items:',
  '          - { label: 닫기, action: { close: true } }',
  '          - { label: 다음, action: { popup: terms } }',
);

describe('reference checks', () => {
  it('a manifest using every reference kind gives no diagnostic', () => {
    expect(diagnose({ 'index.screen.yaml': EVERYTHING, 'other.screen.yaml': 'title: 다른\n' })).toEqual([]);
  });

  it('CON306: unknown validator, as a name and as a mapping key', () => {
    expect(
      diagnose({ 'a.screen.yaml': form('validators: [emial, { maxByte: 40 }]') }),
    ).toMatchInlineSnapshot(`
      [
        "screens/a.screen.yaml:7:22 CON306 unknown validator "emial" (did you mean "email"?); expected one of required, businessNo, corporateNo, email, mobile, phone, ipv4, relativeUrl, numeric, password, maxBytes, minLength, maxLength, sameAs",
        "screens/a.screen.yaml:7:31 CON306 unknown validator "maxByte" (did you mean "maxBytes"?); expected one of required, businessNo, corporateNo, email, mobile, phone, ipv4, relativeUrl, numeric, password, maxBytes, minLength, maxLength, sameAs",
      ]
    `);
  });

  it('CON307: unknown format', () => {
    expect(diagnose({ 'a.screen.yaml': form('type: display', 'format: curency') })).toMatchInlineSnapshot(`
      [
        "screens/a.screen.yaml:8:17 CON307 unknown format "curency" (did you mean "currency"?); expected one of currency, date, datetime, time, fileSize, cardNo, corporateNo, files",
      ]
    `);
  });

  it('CON308: unknown mask type', () => {
    expect(diagnose({ 'a.screen.yaml': form('mask: EMAL') })).toMatchInlineSnapshot(`
      [
        "screens/a.screen.yaml:7:15 CON308 unknown mask type "EMAL" (did you mean "EMAIL"?); expected one of EMAIL, NAME, ID, IP, ADDRESS, ZIP, CARD_NO, CARD_PERIOD, ACC_NO, PERSONAL_NO, PHONE, BIRTH",
      ]
    `);
  });

  it('CON309: unknown code group, and none declared', () => {
    expect(diagnose({ 'a.screen.yaml': form('type: select', 'codeGroup: GENDR') })).toMatchInlineSnapshot(`
      [
        "screens/a.screen.yaml:8:20 CON309 unknown code group "GENDR" (did you mean "GENDER"?); add it to management.codeGroups in console.config.yaml or use one of GENDER, PHONE_PREFIX",
      ]
    `);
    expect(
      diagnose({ 'a.screen.yaml': form('type: select', 'codeGroup: GENDER') }, ''),
    ).toMatchInlineSnapshot(`
      [
        "screens/a.screen.yaml:8:20 CON309 unknown code group "GENDER": management.codeGroups in console.config.yaml lists none; add it there",
      ]
    `);
  });

  it('CON309 checks against management.codeGroups when another part of the config is invalid', () => {
    expect(
      diagnose(
        { 'a.screen.yaml': form('type: select', 'codeGroup: GENDR', 'mask: EMAL') },
        'app:\n  titel: x\nmanagement:\n  codeGroups: [GENDER]\n',
      ),
    ).toMatchInlineSnapshot(`
      [
        "console.config.yaml:2:3 CON201 unknown key "titel" in app (did you mean "title"?)",
        "screens/a.screen.yaml:8:20 CON309 unknown code group "GENDR" (did you mean "GENDER"?); add it to management.codeGroups in console.config.yaml or use one of GENDER",
        "screens/a.screen.yaml:9:15 CON308 unknown mask type "EMAL" (did you mean "EMAIL"?); expected one of EMAIL, NAME, ID, IP, ADDRESS, ZIP, CARD_NO, CARD_PERIOD, ACC_NO, PERSONAL_NO, PHONE, BIRTH",
      ]
    `);
  });

  it('CON309 is skipped while management.codeGroups itself is invalid; the other checks still run', () => {
    expect(
      diagnose(
        { 'a.screen.yaml': form('type: select', 'codeGroup: GENDR', 'mask: EMAL') },
        'management:\n  codeGroups: GENDER\n',
      ),
    ).toMatchInlineSnapshot(`
      [
        "console.config.yaml:2:15 CON204 management.codeGroups: expected array, got "GENDER"",
        "screens/a.screen.yaml:9:15 CON308 unknown mask type "EMAL" (did you mean "EMAIL"?); expected one of EMAIL, NAME, ID, IP, ADDRESS, ZIP, CARD_NO, CARD_PERIOD, ACC_NO, PERSONAL_NO, PHONE, BIRTH",
      ]
    `);
  });

  it("an import's API, code groups and validators are checked; its batches go to a declared API only", () => {
    expect(
      diagnose({
        'a.screen.yaml': lines(
          'title: 목록',
          'body:',
          '  - type: grid',
          '    source: { rows: [] }',
          '    columns: [{ key: a, label: A }]',
          '    import:',
          '      api: code.save',
          '      columns:',
          '        - { key: a, label: A, codeGroup: GENDR, validators: [mobil] }',
        ),
      }).map((d) => d.replace(/; (expected|add it to|use) .*$/, '')),
    ).toMatchInlineSnapshot(`
      [
        "screens/a.screen.yaml:7:12 CON310 an import sends its rows to a declared API (apis in console.config.yaml) or to code.batch, not to the catalogue's "code.save"",
        "screens/a.screen.yaml:9:42 CON309 unknown code group "GENDR" (did you mean "GENDER"?)",
        "screens/a.screen.yaml:9:62 CON306 unknown validator "mobil" (did you mean "mobile"?)",
      ]
    `);
  });

  it('an import to a declared API that only reads is refused', () => {
    expect(
      diagnose(
        {
          'a.screen.yaml': lines(
            'title: 목록',
            'body:',
            '  - type: grid',
            '    source: { rows: [] }',
            '    columns: [{ key: a, label: A }]',
            '    import: { api: shop.list, columns: [{ key: a, label: A }] }',
          ),
        },
        `${CONFIG}upstreams:\n  shop: { url: "http://127.0.0.1:4100" }\napis:\n  shop.list: { upstream: shop, path: /list }\n`,
      ),
    ).toEqual([
      'screens/a.screen.yaml:6:20 CON310 an import sends its rows to a declared API that writes (POST, PUT or PATCH); "shop.list" is a GET',
    ]);
  });

  it('CON310: unknown API name in a source and an action', () => {
    expect(
      diagnose({
        'a.screen.yaml': lines(
          'title: 목록',
          'body:',
          '  - type: grid',
          '    source: { api: menu.lst }',
          '    columns: [{ key: a, label: A }]',
          '  - type: button',
          '    label: 저장',
          '    action: { api: menu.ad }',
        ),
      }),
    ).toMatchInlineSnapshot(`
      [
        "screens/a.screen.yaml:4:20 CON310 unknown API "menu.lst" (did you mean "menu.list"?); expected one of menu.list, menu.folders, menu.roles, menu.get, menu.add, menu.edit, menu.batch, menu.remove, user.locked, user.unlock, user.search, user.roles, user.get, user.add, user.edit, user.resetPassword, role.list, role.add, role.edit, role.remove, role.grants, role.saveGrants, history.login, history.access, history.authority, privacy.access, privacy.subject, privacy.reviewMonths, privacy.reviewFlags, privacy.reviewSign, props.get, props.save, approval.list, approval.pending, approval.approve, approval.reject, code.groups, code.saveGroup, code.list, code.save, code.batch, code.remove, usermenu.list, usermenu.recent, usermenu.add, usermenu.remove, usermenu.def, interfaceLog.list, auth.editPassword, auth.validateId, file.list, events.notice, or declare it under \`apis\` in console.config.yaml",
        "screens/a.screen.yaml:8:20 CON310 unknown API "menu.ad" (did you mean "menu.add"?); expected one of menu.list, menu.folders, menu.roles, menu.get, menu.add, menu.edit, menu.batch, menu.remove, user.locked, user.unlock, user.search, user.roles, user.get, user.add, user.edit, user.resetPassword, role.list, role.add, role.edit, role.remove, role.grants, role.saveGrants, history.login, history.access, history.authority, privacy.access, privacy.subject, privacy.reviewMonths, privacy.reviewFlags, privacy.reviewSign, props.get, props.save, approval.list, approval.pending, approval.approve, approval.reject, code.groups, code.saveGroup, code.list, code.save, code.batch, code.remove, usermenu.list, usermenu.recent, usermenu.add, usermenu.remove, usermenu.def, interfaceLog.list, auth.editPassword, auth.validateId, file.list, events.notice, or declare it under \`apis\` in console.config.yaml",
      ]
    `);
  });

  it('checks the action of a form field’s button, and refuses a button on a search field', () => {
    expect(
      diagnose({
        'a.screen.yaml': form(
          'button:',
          '  label: 중복 확인',
          '  action: { api: auth.validateID, params: { userId: "{email}" }, then: { popup: checked } }',
        ),
        'b.screen.yaml': lines(
          'title: 검색',
          'body:',
          '  - type: search',
          '    fields:',
          '      - { name: q, label: 검색어, button: { label: 확인, action: { close: true } } }',
          '  - type: grid',
          '    source: { rows: [] }',
          '    columns: [{ key: a, label: A }]',
        ),
      }).map((d) => d.replace(/; expected one of .*$/, '')),
    ).toMatchInlineSnapshot(`
      [
        "screens/a.screen.yaml:9:26 CON310 unknown API "auth.validateID" (did you mean "auth.validateId"?)",
        "screens/a.screen.yaml:9:89 CON311 popup "checked", which this screen does not declare; add it under \`popups\`",
        "screens/b.screen.yaml:5:7 CON204 body[0].fields: a search field has no button beside it (a form field may)",
      ]
    `);
  });

  it('CON311: unknown popup, unknown grid, duplicate grid id', () => {
    expect(
      diagnose({
        'a.screen.yaml': lines(
          'title: 목록',
          'body:',
          '  - type: search',
          '    for: member',
          '    fields: [{ name: q, label: 검색 }]',
          '  - type: grid',
          '    id: members',
          '    source: { rows: [] }',
          '    columns: [{ key: a, label: A }]',
          '  - type: grid',
          '    id: members',
          '    source: { rows: [] }',
          '    columns: [{ key: a, label: A }]',
          '  - type: dialog',
          '    label: 약관',
          '    popup: term',
          'popups:',
          '  terms: { title: 약관 }',
        ),
        'b.screen.yaml': lines(
          'title: 빈',
          'body:',
          '  - type: search',
          '    fields: [{ name: q, label: 검색 }]',
          '  - type: button',
          '    label: 열기',
          '    action: { popup: terms }',
        ),
      }),
    ).toMatchInlineSnapshot(`
      [
        "screens/a.screen.yaml:4:10 CON311 search for grid "member", which this screen does not define (did you mean "members"?); its grids are members",
        "screens/a.screen.yaml:11:9 CON311 grid id "members" is used twice in this screen (first at line 7); give each grid its own id",
        "screens/a.screen.yaml:16:12 CON311 popup "term", which this screen does not declare (did you mean "terms"?); its popups are terms",
        "screens/b.screen.yaml:3:5 CON311 search for grid "grid", but this screen has no grid; add a grid block with that id",
        "screens/b.screen.yaml:7:22 CON311 popup "terms", which this screen does not declare; add it under \`popups\`",
      ]
    `);
  });

  it('CON312: bad validator parameters', () => {
    expect(
      diagnose({
        'a.screen.yaml': form(
          'validators: [maxBytes, { maxBytes: 0 }, { minLength: "8" }, { email: 3 }, sameAs, { sameAs: emial }, { sameAs: email }, { maxLength: true }]',
        ),
      }),
    ).toMatchInlineSnapshot(`
      [
        "screens/a.screen.yaml:7:22 CON312 validator maxBytes needs a positive integer, e.g. \`{ maxBytes: 40 }\`",
        "screens/a.screen.yaml:7:44 CON312 validator maxBytes needs a positive integer, got 0",
        "screens/a.screen.yaml:7:62 CON312 validator minLength needs a positive integer, got "8"",
        "screens/a.screen.yaml:7:78 CON312 validator email takes no parameter, got 3; write \`email\` (or \`{ email: true, message: … }\` for an own message)",
        "screens/a.screen.yaml:7:83 CON312 validator sameAs needs the name of another field of this form, e.g. \`{ sameAs: password }\`",
        "screens/a.screen.yaml:7:101 CON312 validator sameAs needs the name of another field of this form, got "emial"; this form has no other field",
        "screens/a.screen.yaml:7:120 CON312 validator sameAs needs the name of another field of this form, got "email"; this form has no other field",
        "screens/a.screen.yaml:7:142 CON312 validator maxLength needs a positive integer, e.g. \`{ maxLength: 40 }\`",
      ]
    `);
  });

  it('CON305: every navigation target is checked', () => {
    expect(
      diagnose({
        'index.screen.yaml': lines(
          'title: 홈',
          'body:',
          '  - type: links',
          '    items: [{ label: 가, to: /othr }]',
          '  - type: link',
          '    label: 나',
          '    to: /othr',
          '  - type: cards',
          '    items: [{ title: 다, to: /othr }]',
          '  - type: button',
          '    label: 라',
          '    action: { navigate: "/othr?id=1" }',
          '  - type: form',
          '    fields: [{ name: a, label: A }]',
          '    cancel: { navigate: /othr }',
        ),
        'other.screen.yaml': 'title: 다른\n',
      }),
    ).toMatchInlineSnapshot(`
      [
        "screens/index.screen.yaml:4:29 CON305 link to "/othr", which no screen defines (did you mean "/other"?)",
        "screens/index.screen.yaml:7:9 CON305 link to "/othr", which no screen defines (did you mean "/other"?)",
        "screens/index.screen.yaml:9:29 CON305 link to "/othr", which no screen defines (did you mean "/other"?)",
        "screens/index.screen.yaml:12:25 CON305 navigate to "/othr", which no screen defines (did you mean "/other"?)",
        "screens/index.screen.yaml:15:25 CON305 cancel navigates to "/othr", which no screen defines (did you mean "/other"?)",
      ]
    `);
  });

  it('walks nested bodies: tabs, accordion, popups and the then of a confirm or an alert', () => {
    expect(
      diagnose({
        'a.screen.yaml': lines(
          'title: 중첩',
          'body:',
          '  - type: tabs',
          '    items:',
          '      - label: 탭',
          '        body:',
          '          - type: accordion',
          '            items:',
          '              - label: 열기',
          '                body:',
          '                  - type: details',
          '                    items: [{ label: 가, value: 1, format: curency }]',
          '  - type: dialog',
          '    label: 삭제',
          '    confirm: 삭제할까요?',
          '    then: { api: menu.remov }',
          'popups:',
          '  p:',
          '    title: 팝업',
          '    body:',
          '      - type: form',
          '        fields:',
          '          - { name: a, label: A, validators: [requird] }',
          '        submit:',
          '          action: { confirm: 저장할까요?, then: { api: menu.edt } }',
          '      - type: button',
          '        label: 안내',
          '        action: { alert: 저장했습니다., then: { navigate: /nowhere } }',
        ),
      }),
    ).toMatchInlineSnapshot(`
      [
        "screens/a.screen.yaml:12:59 CON307 unknown format "curency" (did you mean "currency"?); expected one of currency, date, datetime, time, fileSize, cardNo, corporateNo, files",
        "screens/a.screen.yaml:16:18 CON310 unknown API "menu.remov" (did you mean "menu.remove"?); expected one of menu.list, menu.folders, menu.roles, menu.get, menu.add, menu.edit, menu.batch, menu.remove, user.locked, user.unlock, user.search, user.roles, user.get, user.add, user.edit, user.resetPassword, role.list, role.add, role.edit, role.remove, role.grants, role.saveGrants, history.login, history.access, history.authority, privacy.access, privacy.subject, privacy.reviewMonths, privacy.reviewFlags, privacy.reviewSign, props.get, props.save, approval.list, approval.pending, approval.approve, approval.reject, code.groups, code.saveGroup, code.list, code.save, code.batch, code.remove, usermenu.list, usermenu.recent, usermenu.add, usermenu.remove, usermenu.def, interfaceLog.list, auth.editPassword, auth.validateId, file.list, events.notice, or declare it under \`apis\` in console.config.yaml",
        "screens/a.screen.yaml:23:47 CON306 unknown validator "requird" (did you mean "required"?); expected one of required, businessNo, corporateNo, email, mobile, phone, ipv4, relativeUrl, numeric, password, maxBytes, minLength, maxLength, sameAs",
        "screens/a.screen.yaml:25:51 CON310 unknown API "menu.edt" (did you mean "menu.edit"?); expected one of menu.list, menu.folders, menu.roles, menu.get, menu.add, menu.edit, menu.batch, menu.remove, user.locked, user.unlock, user.search, user.roles, user.get, user.add, user.edit, user.resetPassword, role.list, role.add, role.edit, role.remove, role.grants, role.saveGrants, history.login, history.access, history.authority, privacy.access, privacy.subject, privacy.reviewMonths, privacy.reviewFlags, privacy.reviewSign, props.get, props.save, approval.list, approval.pending, approval.approve, approval.reject, code.groups, code.saveGroup, code.list, code.save, code.batch, code.remove, usermenu.list, usermenu.recent, usermenu.add, usermenu.remove, usermenu.def, interfaceLog.list, auth.editPassword, auth.validateId, file.list, events.notice, or declare it under \`apis\` in console.config.yaml",
        "screens/a.screen.yaml:28:53 CON305 navigate to "/nowhere", which no screen defines",
      ]
    `);
  });
});

describe('reference checks on a manifest with structural errors', () => {
  it('run in the same pass over every block that is valid on its own, nested ones included', () => {
    expect(
      diagnose({
        'a.screen.yaml': lines(
          'titel: 폼',
          'body:',
          '  - type: text',
          '    txt: 소개',
          '  - type: tabs',
          '    items:',
          '      - label: 탭',
          '        body:',
          '          - { type: link, label: 홈, to: /hom }',
          '      - body: []',
          '  - type: grid',
          '    source: { api: menu.lst }',
          '    columns: [{ key: a, label: A, format: curency }]',
        ),
        'index.screen.yaml': 'title: 홈\n',
      }),
    ).toMatchInlineSnapshot(`
      [
        "screens/a.screen.yaml:1:1 CON201 unknown key "titel" (did you mean "title"?)",
        "screens/a.screen.yaml:1:1 CON203 title: required field missing",
        "screens/a.screen.yaml:3:5 CON203 body[0].text: required field missing",
        "screens/a.screen.yaml:4:5 CON201 unknown key "txt" in body[0] (did you mean "text"?)",
        "screens/a.screen.yaml:9:41 CON305 link to "/hom", which no screen defines",
        "screens/a.screen.yaml:10:9 CON203 body[1].items[1].label: required field missing",
        "screens/a.screen.yaml:12:20 CON310 unknown API "menu.lst" (did you mean "menu.list"?); expected one of menu.list, menu.folders, menu.roles, menu.get, menu.add, menu.edit, menu.batch, menu.remove, user.locked, user.unlock, user.search, user.roles, user.get, user.add, user.edit, user.resetPassword, role.list, role.add, role.edit, role.remove, role.grants, role.saveGrants, history.login, history.access, history.authority, privacy.access, privacy.subject, privacy.reviewMonths, privacy.reviewFlags, privacy.reviewSign, props.get, props.save, approval.list, approval.pending, approval.approve, approval.reject, code.groups, code.saveGroup, code.list, code.save, code.batch, code.remove, usermenu.list, usermenu.recent, usermenu.add, usermenu.remove, usermenu.def, interfaceLog.list, auth.editPassword, auth.validateId, file.list, events.notice, or declare it under \`apis\` in console.config.yaml",
        "screens/a.screen.yaml:13:43 CON307 unknown format "curency" (did you mean "currency"?); expected one of currency, date, datetime, time, fileSize, cardNo, corporateNo, files",
      ]
    `);
  });

  it('leave out a block with a structural error, and never resolve a name against what is invalid', () => {
    expect(
      diagnose({
        'a.screen.yaml': lines(
          'title: 폼',
          'body:',
          // a form field without its label: the form is left out, its unknown validator with it
          '  - type: form',
          '    fields:',
          '      - { name: email, validators: [emial] }',
          // a grid without columns: its id is unknown, so a search for any grid is not judged
          '  - type: grid',
          '    id: members',
          '    source: { api: menu.list }',
          '  - type: search',
          '    for: membrs',
          '    fields: [{ name: q, label: 검색 }]',
          // popups that are not a mapping: popup names are not judged
          '  - type: button',
          '    label: 열기',
          '    action: { popup: terms }',
          'popups: [terms]',
        ),
      }),
    ).toMatchInlineSnapshot(`
      [
        "screens/a.screen.yaml:5:9 CON203 body[0].fields[0].label: required field missing",
        "screens/a.screen.yaml:6:5 CON203 body[1].columns: required field missing",
        "screens/a.screen.yaml:15:9 CON204 popups: expected record, got a list",
      ]
    `);
  });

  it('a link to a screen whose manifest has an error is not a link to nowhere', () => {
    expect(
      diagnose({
        'index.screen.yaml': lines('title: 홈', 'body:', '  - { type: link, label: 문서, to: /docs }'),
        'docs.screen.yaml': 'title: 문서\nlayout: sid\n',
      }),
    ).toMatchInlineSnapshot(`
      [
        "screens/docs.screen.yaml:2:9 CON202 layout: "sid" is not allowed (did you mean "side"?); expected one of default, main, side, none",
      ]
    `);
  });

  it('CON302 and CON303 are checked when `path` and `component` are valid, whatever else is not', () => {
    expect(
      diagnose({ 'a.screen.yaml': 'path: /b\ncomponent: ./Nope.tsx\nlayout: sid\n' }),
    ).toMatchInlineSnapshot(`
      [
        "screens/a.screen.yaml:1:1 CON203 title: required field missing",
        "screens/a.screen.yaml:1:7 CON302 path "/b" does not match the file location, which gives "/a"; move the file or remove \`path\`",
        "screens/a.screen.yaml:2:12 CON303 component "./Nope.tsx" not found (looked for screens/Nope.tsx)",
        "screens/a.screen.yaml:3:9 CON202 layout: "sid" is not allowed (did you mean "side"?); expected one of default, main, side, none",
      ]
    `);
  });
});

describe('checkReferences', () => {
  it('parses the file with positions only when there is a problem to report', () => {
    const root = tempProject({ 'console.config.yaml': CONFIG, 'screens/index.screen.yaml': EVERYTHING });
    writeFiles(root, { 'screens/other.screen.yaml': 'title: 다른\n' });
    const screens = loadScreens(root, { codeGroups: ['GENDER'] }).screens;
    const out: Diagnostic[] = [];
    const ctx = { routes: new Set(screens.map((s) => s.path)), codeGroups: ['GENDER'] };
    const unexpected = (): never => {
      throw new Error('parsed a valid manifest');
    };
    for (const s of screens) checkReferences(s, ctx, unexpected, out);
    expect(out).toEqual([]);
  });
});
