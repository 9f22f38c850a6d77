/** The few mdast node shapes this plugin touches. */
interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/**
 * A remark plugin that keeps single line breaks: every newline inside a text node becomes a
 * hard `break` node, so `a\nb` renders as two lines, as the AI writes it.
 */
export function remarkBreaks() {
  return (tree: MdNode) => splitLines(tree);
}

function splitLines(node: MdNode) {
  if (!node.children) return;
  const children: MdNode[] = [];
  for (const child of node.children) {
    if (child.type === 'text' && child.value?.includes('\n')) {
      child.value.split(/\r?\n/).forEach((part, index) => {
        if (index > 0) children.push({ type: 'break' });
        if (part) children.push({ type: 'text', value: part });
      });
    } else {
      splitLines(child);
      children.push(child);
    }
  }
  node.children = children;
}
