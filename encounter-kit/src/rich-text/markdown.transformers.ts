// Condition content is markdown (spec 2 §3). The editor's toolbar (spec 2 §9: bold, italic, underline, bulleted and
// numbered lists) maps to these markdown forms; underline, which CommonMark lacks, is written `++text++` (the
// markdown-it-ins / remark-ins syntax), so the view renders it from the same text.
import { BOLD_STAR, ITALIC_STAR, ORDERED_LIST, UNORDERED_LIST, type TextFormatTransformer, type Transformer } from '@lexical/markdown';

export const UNDERLINE: TextFormatTransformer = { format: ['underline'], tag: '++', type: 'text-format' };

/** Order matters: '**' before '*'. */
export const CONTENT_TRANSFORMERS: Transformer[] = [UNORDERED_LIST, ORDERED_LIST, BOLD_STAR, UNDERLINE, ITALIC_STAR];
