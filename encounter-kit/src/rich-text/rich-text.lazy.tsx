import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

// The markdown renderer (unified/remark/rehype) and the Lexical editor are a large share of an encounter remote's
// JavaScript, yet the condition list shows neither until a card is opened or edited: each loads on first use, so the
// list of a large encounter paints without them (bench-encounter.mjs).
const LazyView = lazy(() => import('./markdown-view.component').then((m) => ({ default: m.MarkdownView })));
const LazyEditor = lazy(() => import('./markdown-editor.component').then((m) => ({ default: m.MarkdownEditor })));

type ViewProps = ComponentProps<typeof LazyView>;
type EditorProps = ComponentProps<typeof LazyEditor>;

/** Condition content rendered from markdown, safely (markdown-view.component.tsx), loaded on first use. */
export function MarkdownView(props: ViewProps) {
  return (
    <Suspense fallback={<div aria-busy="true"><Skeleton active title={false} paragraph={{ rows: 1 }} /></div>}>
      <LazyView {...props} />
    </Suspense>
  );
}

/** The rich-text editor (markdown-editor.component.tsx), loaded on first use. */
export function MarkdownEditor(props: EditorProps) {
  return (
    <Suspense fallback={<div aria-busy="true"><Skeleton.Input active block style={{ height: 96 }} /></div>}>
      <LazyEditor {...props} />
    </Suspense>
  );
}
