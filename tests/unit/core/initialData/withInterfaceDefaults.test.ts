import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { InterfaceDefinition } from '../../../../runtime/core/initialData/interfaceDefinition.ts';
import { withInterfaceDefaults } from '../../../../runtime/core/initialData/withInterfaceDefaults.ts';
import { clientInterfaceDefinitionSchema } from '../../../../schemas/interfaceDefinition.ts';

// core's hand-written type and the schema's stay one shape (checked by tsc in `npm run typecheck`).
expectTypeOf<InterfaceDefinition>().toEqualTypeOf<z.infer<typeof clientInterfaceDefinitionSchema>>();

const lenient = z.object(clientInterfaceDefinitionSchema.shape);

describe('withInterfaceDefaults', () => {
  it.each([
    [{ id: 'app-info' }],
    [{ id: 'push', version: '2.0', name: '푸시', rmk: '비고', regDttm: 'x' }],
    [
      {
        id: 'http-if',
        type: 'HTTP',
        logType: 'NONE',
        direction: 'INBOUND',
        systemCode: 'CONSOLE',
        url: '/api/x',
        httpMethod: 'POST',
        limitByIpAddress: true,
        allowedIpAddresses: ['127.0.0.1'],
        allowedAuthenticated: true,
        limitByChannel: true,
        channel: 'APP',
        allowedChannels: ['APP', 'WEB'],
        keys: ['k1'],
      },
    ],
  ])('equals the zod schema with its defaults for %o', (raw) => {
    expect(withInterfaceDefaults(raw)).toEqual(lenient.parse(raw));
  });

  it('skips a definition without an id and falls back to defaults for wrong values', () => {
    expect(withInterfaceDefaults({ name: 'x' })).toBeUndefined();
    expect(withInterfaceDefaults({ id: 'a', type: 'SOAP', keys: [1, 'k'] })).toMatchObject({
      type: 'MOBILE_BRIDGE',
      keys: ['k'],
      version: '1.0',
    });
  });
});
