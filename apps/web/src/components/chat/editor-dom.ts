/*
 * The rich-text input's caret work (spec 2.4): emoji go in where the caret was, pasted content
 * comes in as plain text. The last caret position inside the editor is kept, because pressing an
 * emoji button moves the focus (and the selection) out of it.
 */

/** The selection's range when it lies inside `editor`, else null. */
export function rangeInside(editor: HTMLElement): Range | null {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return editor.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
}

function placeCaretAfter(node: Node) {
  const selection = document.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.setStartAfter(node);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Puts `node` at `range` (the kept caret) or, without one, at the end, and the caret after it. */
export function insertAt(editor: HTMLElement, node: Node, range: Range | null) {
  const target = range && editor.contains(range.commonAncestorContainer) ? range : null;
  if (target) {
    target.deleteContents();
    target.insertNode(node);
  } else {
    editor.append(node);
  }
  placeCaretAfter(node);
}

/** Pastes text as text: no markup, styles or pictures come along from elsewhere. */
export function insertPlainText(editor: HTMLElement, text: string) {
  // execCommand keeps the browser's undo history; where it is gone, the text goes in by hand.
  if (typeof document.execCommand === 'function' && document.execCommand('insertText', false, text)) return;
  insertAt(editor, document.createTextNode(text), rangeInside(editor));
}

/** Empties the editor (after a message went out). */
export function clearEditor(editor: HTMLElement) {
  editor.replaceChildren();
}
