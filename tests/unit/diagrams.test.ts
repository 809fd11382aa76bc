import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkMermaidDiagrams, {mermaidNeeds} from '../../plugins/diagrams/remarkMermaidDiagrams';
import {BUNDLED_DIAGRAMS} from '../../plugins/diagrams/bundled';

describe('a Mermaid diagram the bundle cannot draw', () => {
  const compiled = async (markdown: string) =>
    String(await compile({value: markdown, path: '/site/docs/flows.mdx'}, {remarkPlugins: [remarkMermaidDiagrams]}));

  it('reads the type after front matter, comments and init directives', () => {
    expect(mermaidNeeds('flowchart LR\n  A --> B')).toEqual({type: 'flowchart', layouts: [], maths: false});
    expect(mermaidNeeds('---\ntitle: Order\nconfig:\n  layout: elk\n---\n%% states\nstateDiagram-v2\n  [*] --> draft')).toEqual({
      type: 'stateDiagram-v2',
      layouts: ['elk'],
      maths: false,
    });
    expect(mermaidNeeds('%%{init: {"layout": "dagre"}}%%\nsequenceDiagram\n  A->>B: $$x^2$$').maths).toBe(true);
  });

  it('fails the build, naming the file, the line and what to change', async () => {
    await expect(compiled('# Flows\n\nText.\n\n```mermaid\npie title Fees\n  "FX" : 40\n```\n')).rejects.toThrow(
      '/site/docs/flows.mdx:5: a Mermaid diagram of type `pie`, which the site does not bundle (it draws flowchart, graph, sequenceDiagram, stateDiagram, stateDiagram-v2). Add what it needs to plugins/diagrams/bundled.ts',
    );
    await expect(compiled('```mermaid\n---\nconfig:\n  layout: elk\n---\nflowchart LR\n  A --> B\n```\n')).rejects.toThrow(
      /with the layout `elk`/,
    );
    await expect(compiled('```mermaid\nflowchart LR\n  A["$$\\sqrt{2}$$"] --> B\n```\n')).rejects.toThrow(/does not bundle KaTeX/);
    await expect(compiled('```mermaid\ntoString\n  A --> B\n```\n')).rejects.toThrow(
      /a Mermaid diagram of type `toString`, which the site does not bundle/,
    );
  });

  it('while every type the site bundles passes', async () => {
    for (const type of Object.keys(BUNDLED_DIAGRAMS)) {
      await expect(compiled(`\`\`\`mermaid\n${type}\n  A --> B\n\`\`\`\n`)).resolves.toContain('mermaid');
    }
  });
});
