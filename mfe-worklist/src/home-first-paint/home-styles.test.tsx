/** @jest-environment node */
import { renderHomeStyles } from './home-styles';

// Rendered as the build renders it: in Node, without a document.
jest.setTimeout(60_000);
describe('renderHomeStyles', () => {
  const css = renderHomeStyles();
  /** antd's record of the styles in the sheet: `path:hash` entries, read by the remote's antd as it starts. */
  const recorded = (/\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? '').split(';');

  it("records the styles of every component the homes' first screens and their rows draw, so antd skips them at run time", () => {
    const components = ['Typography-Typography', 'Input-Component', 'DatePicker-DatePicker', 'Select-Select', 'Switch-Switch', 'Button-Button', 'Table-Table', 'Spin-Spin', 'Tag-Tag', 'Tooltip-Tooltip'];
    for (const component of components) expect(recorded.filter((entry) => entry.includes(`|${component}|`))).toHaveLength(1);
  });

  it("holds none for antd's tabs, which the worklists no longer draw (their view tabs are their own, issue 15)", () => {
    expect(recorded.some((entry) => entry.includes('|Tabs-Tabs|'))).toBe(false);
    expect(css).not.toContain('.ant-tabs{');
  });

  it('holds the rules themselves, one plain sheet without style elements', () => {
    expect(css).not.toContain('<style');
    for (const rule of ['.ant-table{', '.ant-select{', '.ant-picker{', '.ant-btn{']) expect(css).toContain(rule);
  });
});
