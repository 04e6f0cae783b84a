import { FIRST_PAINT_ATTRIBUTE } from 'shared-kit/domain';
import { startAfterFirstPaint } from './start-after-paint';

describe("the shell's start, after the painted page's first paint", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('runs each step in a task of its own after the paint when the platform server painted the page', () => {
    document.body.innerHTML = `<div id="root"><div ${FIRST_PAINT_ATTRIBUTE}="mfe_auth"><form></form></div></div>`;
    const ran: string[] = [];
    const afterPaint: Array<() => void> = [];
    startAfterFirstPaint([() => ran.push('zone'), () => ran.push('bootstrap')], document, (task) => afterPaint.push(task));
    // Nothing runs before the browser has painted the page.
    expect(ran).toEqual([]);
    expect(afterPaint).toHaveLength(2);
    const [zone, bootstrap] = afterPaint;
    zone?.();
    expect(ran).toEqual(['zone']);
    bootstrap?.();
    expect(ran).toEqual(['zone', 'bootstrap']);
  });

  it('runs the steps at once, in order, on a page without a first paint (nothing is waiting to be painted)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const ran: string[] = [];
    const afterPaint = jest.fn();
    startAfterFirstPaint([() => ran.push('zone'), () => ran.push('bootstrap')], document, afterPaint);
    expect(ran).toEqual(['zone', 'bootstrap']);
    expect(afterPaint).not.toHaveBeenCalled();
  });
});
