/**
 * A line diff in hunks, as `diff -u` groups them: the lines of two texts
 * that differ, with up to `context` unchanged lines around each change, and
 * changes that close together in one hunk. Used to read an ejected swizzle
 * against the upstream file it was copied from (tests/unit/ejects.test.ts).
 */
export type DiffLine = {kind: ' ' | '-' | '+'; text: string};

export type Hunk = {
  /** 1-based line of the hunk's first line in the old and the new text. */
  oldStart: number;
  newStart: number;
  lines: DiffLine[];
};

/** The edit script between two lists of lines, from their longest common subsequence. */
export function diffLines(oldLines: readonly string[], newLines: readonly string[]): DiffLine[] {
  const rows = oldLines.length;
  const columns = newLines.length;
  // common[i][j]: the length of the longest common subsequence of oldLines[i..] and newLines[j..].
  const common = Array.from({length: rows + 1}, () => new Uint32Array(columns + 1));
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) {
      common[i]![j] = oldLines[i] === newLines[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const script: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < rows || j < columns) {
    if (i < rows && j < columns && oldLines[i] === newLines[j]) {
      script.push({kind: ' ', text: oldLines[i]!});
      i++;
      j++;
    } else if (i < rows && (j === columns || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      script.push({kind: '-', text: oldLines[i]!});
      i++;
    } else {
      script.push({kind: '+', text: newLines[j]!});
      j++;
    }
  }
  return script;
}

/** The changes between two texts, in hunks with `context` unchanged lines around them. */
export function diffHunks(oldText: string, newText: string, context = 3): Hunk[] {
  const script = diffLines(oldText.split('\n'), newText.split('\n'));
  const changed = script.flatMap((line, index) => (line.kind === ' ' ? [] : [index]));
  const hunks: Hunk[] = [];
  let start = 0;
  while (start < changed.length) {
    let end = start;
    // Two changes share a hunk when their contexts touch.
    while (end + 1 < changed.length && changed[end + 1]! - changed[end]! <= 2 * context + 1) end++;
    const from = Math.max(0, changed[start]! - context);
    const to = Math.min(script.length - 1, changed[end]! + context);
    const before = script.slice(0, from);
    hunks.push({
      oldStart: before.filter((line) => line.kind !== '+').length + 1,
      newStart: before.filter((line) => line.kind !== '-').length + 1,
      lines: script.slice(from, to + 1),
    });
    start = end + 1;
  }
  return hunks;
}

/** A hunk as `diff -u` prints it. */
export function formatHunk(hunk: Hunk): string {
  return [`@@ -${hunk.oldStart} +${hunk.newStart} @@`, ...hunk.lines.map((line) => `${line.kind}${line.text}`)].join('\n');
}
