/**
 * @jest-environment jsdom
 */
// The jest setup's antd CSS filter keeps what decides visibility and pointer events, and nothing else.
import { beforeAll, describe, expect, it } from '@jest/globals';

beforeAll(async () => {
  await import('../jest.setup-antd-css.cjs');
});

const ANTD_LIKE_CSS = [
  ':where(.css-dev-only-do-not-override-x).ant-select-dropdown-hidden{display:none}',
  ':where(.css-dev-only-do-not-override-x).ant-btn{color:rgb(1, 2, 3);padding:4px 15px}',
  '.ant-zoom-appear{opacity:0;transform:scale(0)}',
  '.ant-tooltip-hidden{visibility:hidden}',
  '.ant-btn-disabled{pointer-events:none;color:grey}',
  '@media (max-width: 575px){.ant-col-xs-0{display:none}.ant-col-xs-24{flex:0 0 100%}}',
  '@keyframes antZoomIn{0%{opacity:0}100%{opacity:1}}',
].join('');

function styled(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.innerHTML = css;
  document.head.appendChild(style);
  return style;
}

describe('the antd CSS filter of the jest DOM setup', () => {
  it('keeps only the rules declaring display, visibility, pointer-events or opacity, media rules included', () => {
    const style = styled(ANTD_LIKE_CSS);
    const kept = [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText.replace(/\s+/g, ' '));
    expect(kept).toEqual([
      ':where(.css-dev-only-do-not-override-x).ant-select-dropdown-hidden {display: none;}',
      '.ant-zoom-appear {opacity: 0; transform: scale(0);}',
      '.ant-tooltip-hidden {visibility: hidden;}',
      '.ant-btn-disabled {pointer-events: none; color: grey;}',
      '@media (max-width: 575px) {.ant-col-xs-0 {display: none;}}',
    ]);
    style.remove();
  });

  it('leaves computed visibility as the full CSS would give it', () => {
    const style = styled(ANTD_LIKE_CSS);
    document.body.innerHTML = '<div class="css-dev-only-do-not-override-x ant-select-dropdown-hidden">option</div><button class="css-dev-only-do-not-override-x ant-btn">go</button>';
    const dropdown = document.querySelector('.ant-select-dropdown-hidden') as HTMLElement;
    expect(window.getComputedStyle(dropdown).display).toBe('none');
    expect(window.getComputedStyle(document.querySelector('.ant-btn') as HTMLElement).display).not.toBe('none');
    style.remove();
  });

  it("returns the text antd wrote, so antd's unchanged-text check still holds", () => {
    const style = styled(ANTD_LIKE_CSS);
    expect(style.innerHTML).toBe(ANTD_LIKE_CSS);
    expect(style.textContent).not.toBe(ANTD_LIKE_CSS);
    style.remove();
  });
});
