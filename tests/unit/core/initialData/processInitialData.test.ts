import { describe, expect, it } from 'vitest';
import {
  groupCommonCodes,
  interfaceKey,
  processInitialData,
} from '../../../../runtime/core/initialData/processInitialData.ts';

const audit = {
  regDttm: '2024-01-01T00:00:00Z',
  regUsrId: 'sys',
  regUsrIp: '127.0.0.1',
  updDttm: '2024-01-02T00:00:00Z',
  updUsrId: 'sys',
  updUsrIp: '127.0.0.1',
};
const classification = { lclsCd: 'L', lclsNm: '대분류', mclsNm: '중분류', rmk: '비고' };

describe('processInitialData', () => {
  const data = processInitialData(
    {
      commonCodes: [
        { grpCd: 'use_yn', dtlCd: '*', cdNm: '사용 여부', ...audit, ...classification },
        { grpCd: 'use_yn', dtlCd: 'Y', cdNm: '사용', ...audit, ...classification },
        { grpCd: 'USE_YN', dtlCd: 'N', cdNm: '미사용', ...audit },
        { grpCd: 'Gender', dtlCd: 'M', cdNm: '남' },
      ],
      codeMappingRules: [{ ruleId: 'R1', ...audit }],
      menus: [{ mnuId: '1001', mnuNm: '메뉴', mnuUrl: '/x', ...audit, rmk: '메모' }, { mnuNm: 'no id' }],
      fileGroups: [{ fileGrpId: 'G', ...audit }],
      appProp: { authApprovalType: 'NONE', passwordChangeDays: 90 },
      projectProp: { a: 1 },
      currentSystemCode: 'CONSOLE',
      interfaceDefinitions: [
        { id: 'app-info', version: '1.0', name: '서버', rmk: '정의 비고', ...audit },
        { id: 'push', name: '서버 2.0', version: '2.0' },
      ],
    },
    {
      configDefinitions: [{ id: 'app-info', name: '설정' }, { id: 'only-config' }, { name: 'no id' }],
      loadedDefinitions: [{ id: 'push', version: '2.0', name: '별도 목록' }],
    },
  );

  it('strips audit and classification fields from every record', () => {
    const everyRecord = [
      ...Object.values(data.commonCodes).flat(),
      ...data.codeMappingRules,
      ...data.menus,
      ...data.fileGroups,
    ];
    for (const r of everyRecord) {
      for (const f of [...Object.keys(audit), ...Object.keys(classification)])
        expect(r).not.toHaveProperty(f);
    }
    expect(data.menus).toEqual([{ mnuId: '1001', mnuNm: '메뉴', mnuUrl: '/x' }]);
  });

  it('groups common codes by upper-cased grpCd and skips dtlCd *', () => {
    expect(data.commonCodes).toEqual({
      USE_YN: [
        { grpCd: 'use_yn', dtlCd: 'Y', cdNm: '사용' },
        { grpCd: 'USE_YN', dtlCd: 'N', cdNm: '미사용' },
      ],
      GENDER: [{ grpCd: 'Gender', dtlCd: 'M', cdNm: '남' }],
    });
  });

  it('keeps properties and the system code', () => {
    expect(data.appProp).toEqual({ authApprovalType: 'NONE', passwordChangeDays: 90 });
    expect(data.projectProp).toEqual({ a: 1 });
    expect(data.currentSystemCode).toBe('CONSOLE');
  });

  it('merges interface definitions keyed by id + version (default 1.0), later lists winning', () => {
    expect(Object.keys(data.interfaces).sort()).toEqual(['app-info:1.0', 'only-config:1.0', 'push:2.0']);
    expect(data.interfaces[interfaceKey('app-info')]).toEqual({
      id: 'app-info',
      version: '1.0',
      name: '서버',
      rmk: '정의 비고',
    });
    expect(data.interfaces['only-config:1.0']).toEqual({ id: 'only-config', version: '1.0' });
    expect(data.interfaces[interfaceKey('push', '2.0')]?.name).toBe('별도 목록');
  });

  it('tolerates missing parts', () => {
    expect(processInitialData({})).toEqual({
      commonCodes: {},
      codeMappingRules: [],
      menus: [],
      fileGroups: [],
      appProp: {},
      projectProp: {},
      currentSystemCode: null,
      interfaces: {},
    });
  });

  it('skips codes without a group', () => {
    expect(groupCommonCodes([{ dtlCd: 'A' }, { grpCd: '', dtlCd: 'B' }])).toEqual({});
  });
});
