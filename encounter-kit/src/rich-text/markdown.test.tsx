import { ListItemNode, ListNode } from '@lexical/list';
import { $convertFromMarkdownString, $convertToMarkdownString } from '@lexical/markdown';
import { render, screen } from '@testing-library/react';
import { createEditor } from 'lexical';
import { MarkdownView, safeUrl } from './markdown-view.component';
import { CONTENT_TRANSFORMERS } from './markdown.transformers';

/** Markdown through the editor's model and back, as the form saves it. */
function roundTrip(markdown: string): string {
  const editor = createEditor({ nodes: [ListNode, ListItemNode], onError: (e) => { throw e; } });
  editor.update(() => $convertFromMarkdownString(markdown, CONTENT_TRANSFORMERS), { discrete: true });
  return editor.getEditorState().read(() => $convertToMarkdownString(CONTENT_TRANSFORMERS));
}

describe('condition content as markdown (issue 11: bold, italic, underline, lists)', () => {
  it('keeps bold, italic, underline and both kinds of list through the editor', () => {
    const text = ['**A1c** is *high*, ++recheck++', '', '- metformin', '- insulin', '', '1. labs', '2. visit'].join('\n');
    expect(roundTrip(text)).toBe(text);
  });

  it('renders the formats as elements, underline as <ins>', () => {
    const { container } = render(<MarkdownView markdown={'**A1c** *high* ++recheck++\n\n- one\n\n1. two'} />);
    expect(container.querySelector('strong')?.textContent).toBe('A1c');
    expect(container.querySelector('em')?.textContent).toBe('high');
    expect(container.querySelector('ins')?.textContent).toBe('recheck');
    expect(container.querySelector('ul li')?.textContent).toBe('one');
    expect(container.querySelector('ol li')?.textContent).toBe('two');
  });

  it('never renders raw HTML and allows only http(s) links', () => {
    const { container } = render(
      <MarkdownView markdown={'<img src=x onerror="alert(1)"><b>raw</b> [ok](https://example.org) [bad](javascript:alert(1)) [data](data:text/html,x)'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.org']);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('bad').tagName).toBe('SPAN');
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl('/relative')).toBe('');
  });
});
