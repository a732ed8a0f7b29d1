import { describe, expect, it } from 'vitest';
import { isRefusedProgramName } from '../../../../runtime/core/files/index.ts';

describe('isRefusedProgramName', () => {
  it('refuses program names a group does not name, whatever the case', () => {
    expect(isRefusedProgramName('setup.exe', null)).toBe(true);
    expect(isRefusedProgramName('RUN.BAT', '')).toBe(true);
    expect(isRefusedProgramName('install.sh', 'image/*,.png')).toBe(true);
  });
  it('takes a program name its group names, and every other name', () => {
    expect(isRefusedProgramName('setup.exe', '.exe,.msi')).toBe(false);
    expect(isRefusedProgramName('report.pdf', null)).toBe(false);
    expect(isRefusedProgramName('exe', null)).toBe(false);
    expect(isRefusedProgramName('archive.exe.txt', null)).toBe(false);
  });
});
