import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from '@lexical/list';
import { $convertFromMarkdownString, $convertToMarkdownString } from '@lexical/markdown';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { Button, Space, Tooltip } from 'antd';
import { FORMAT_TEXT_COMMAND, type EditorState, type TextFormatType } from 'lexical';
import { useId } from 'react';
import { CONTENT_TRANSFORMERS } from './markdown.transformers';

const FORMATS: ReadonlyArray<{ format: TextFormatType; label: string; icon: React.ReactNode }> = [
  { format: 'bold', label: 'Bold', icon: <BoldOutlined /> },
  { format: 'italic', label: 'Italic', icon: <ItalicOutlined /> },
  { format: 'underline', label: 'Underline', icon: <UnderlineOutlined /> },
];

function Toolbar({ disabled }: { disabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  return (
    <Space.Compact role="toolbar" aria-label="Text formatting">
      {FORMATS.map(({ format, label, icon }) => (
        <Tooltip key={format} title={label} mouseEnterDelay={1}>
          <Button size="small" aria-label={label} icon={icon} disabled={disabled} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)} />
        </Tooltip>
      ))}
      <Tooltip title="Bulleted list" mouseEnterDelay={1}>
        <Button size="small" aria-label="Bulleted list" icon={<UnorderedListOutlined />} disabled={disabled} onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)} />
      </Tooltip>
      <Tooltip title="Numbered list" mouseEnterDelay={1}>
        <Button size="small" aria-label="Numbered list" icon={<OrderedListOutlined />} disabled={disabled} onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)} />
      </Tooltip>
    </Space.Compact>
  );
}

/** The markdown text of an editor state (the form keeps markdown; spec 2 §3 content is markdown). */
export const markdownOf = (state: EditorState): string => state.read(() => $convertToMarkdownString(CONTENT_TRANSFORMERS));

/**
 * A rich-text field over markdown (Lexical): bold, italic, underline, bulleted and numbered lists (spec 2 §9).
 * `value` seeds the editor once (a new `key` re-seeds it); every change reports the markdown.
 */
export function MarkdownEditor({ value, onChange, label, disabled = false }: { value: string; onChange: (markdown: string) => void; label: string; disabled?: boolean }) {
  const id = useId();
  const initialConfig = {
    namespace: `condition-content-${id}`,
    nodes: [ListNode, ListItemNode],
    editable: !disabled,
    onError: (error: Error) => {
      throw error;
    },
    editorState: () => $convertFromMarkdownString(value, CONTENT_TRANSFORMERS),
    theme: { text: { bold: 'rt-bold', italic: 'rt-italic', underline: 'rt-underline' } },
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="markdown-editor">
        <Toolbar disabled={disabled} />
        <RichTextPlugin
          contentEditable={<ContentEditable className="markdown-editor__input" aria-label={label} aria-multiline="true" role="textbox" />}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <OnChangePlugin ignoreSelectionChange onChange={(state) => onChange(markdownOf(state))} />
      </div>
    </LexicalComposer>
  );
}
