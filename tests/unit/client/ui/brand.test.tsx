// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleRuntimeProvider } from '../../../../runtime/client/runtime/index.ts';
import { Brand } from '../../../../runtime/client/ui/shell/Brand.tsx';
import { configSchema } from '../../../../schemas/config/index.ts';
import { testRuntime } from '../support/testRuntime.ts';

const app = testRuntime.config.app as { title: string; logo?: string };
const title = app.title;
afterEach(() => {
  app.title = title;
  delete app.logo;
});

const renderBrand = () =>
  render(
    <ConsoleRuntimeProvider runtime={testRuntime}>
      <Brand />
    </ConsoleRuntimeProvider>,
  );

describe('the product over the login card', () => {
  it('names the product (app.title), with its logo when app.logo is set', () => {
    app.title = '정관장 운영 콘솔';
    const { container, unmount } = renderBrand();
    expect(screen.getByText('정관장 운영 콘솔')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    unmount();
    app.logo = '/images/logo.svg';
    const again = renderBrand();
    expect(again.container.querySelector('img')?.getAttribute('src')).toBe('/images/logo.svg');
    // Decorative beside the name: the name is what a screen reader reads.
    expect(again.container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('takes a served path or an https URL as the logo, in Korean otherwise', () => {
    expect(configSchema.parse({ app: { logo: '/images/logo.svg' } }).app.logo).toBe('/images/logo.svg');
    expect(configSchema.parse({ app: { logo: 'https://cdn.example.com/l.png' } }).app.logo).toBeDefined();
    const r = configSchema.safeParse({ app: { logo: 'http://x.example/l.png' } });
    expect(r.error?.issues[0]?.message).toBe('로고는 /로 시작하는 경로나 https 주소여야 합니다.');
  });
});
