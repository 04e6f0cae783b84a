/** @jest-environment node */
import { renderHomeFirstPaint } from './render-home-first-paint';

// Rendered as the build renders it: in Node, without a document.
describe('renderHomeFirstPaint', () => {
  it('gives the painted title with the antd styles it uses, in one plain style element', () => {
    const html = renderHomeFirstPaint('coder-worklist');
    expect(html).toMatch(/^<style>[^<]+<\/style><div class="ant-flex /);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).toMatch(/<h1 class="ant-typography [^"]+" style="font-size:24px;margin:0">Coder Worklist<\/h1>/);
    expect(html).toContain('Loading encounters');
    // The rules the title and the spinner are drawn by, and the platform theme's variables they read.
    expect(html).toMatch(/\.ant-typography\{/);
    expect(html).toMatch(/\.ant-spin\{/);
    expect(html).toMatch(/--ant-color-primary:/);
  });

  it("carries none of antd's server-render marks, which would make the remote's antd reuse these styles", () => {
    const html = renderHomeFirstPaint('cdi-worklist');
    expect(html).not.toMatch(/data-css-hash|data-token-hash|data-rc-order|cssinjs-cache-path/);
  });
});
